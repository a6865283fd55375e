// @vitest-environment jsdom
import { afterEach, expect, it, vi } from "vitest";

let drawn = () => {};
vi.mock("./after-first-paint", () => ({
  afterLeadPhoto: () => new Promise<void>((resolve) => (drawn = resolve)),
}));

const { holdPhotosForLeadPhoto, leadPhotoPendingAttribute } = await import("./lead-photo-first");

const held = () => document.documentElement.hasAttribute(leadPhotoPendingAttribute);

afterEach(() => document.documentElement.removeAttribute(leadPhotoPendingAttribute));

it("holds the waiting photos back from the start, until the lead photo is drawn", async () => {
  holdPhotosForLeadPhoto();
  expect(held()).toBe(true);
  await Promise.resolve();
  expect(held()).toBe(true);
  drawn();
  await vi.waitFor(() => expect(held()).toBe(false));
});
