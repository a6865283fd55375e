import { describe, expect, it, vi } from "vitest";
import type * as content from "../../content/services";
import { leadServices } from "./lead-service-items";

/*
 * A catalogue whose "Windows" label was reworded to hold a comma: a lead stored before the
 * rewording still names the service, and the inbox must show it as one listed service, not
 * split in two unlisted halves.
 */
vi.mock("../../content/services", async (importOriginal) => {
  const original = await importOriginal<typeof content>();
  return {
    ...original,
    services: original.services.map((entry) =>
      entry.slug === "windows-and-doors"
        ? { ...entry, option: { value: "windows", label: "Windows, Skylights" } }
        : entry,
    ),
  };
});

describe("a lead's services for the inbox", () => {
  it("keeps a listed name that holds a comma as one listed service", () => {
    expect(leadServices({ services: '["windows-and-doors","roofing"]', service: "" })).toEqual([
      { slug: "windows-and-doors", label: "Windows, Skylights", listed: true },
      { slug: "roofing", label: "Roofing", listed: true },
    ]);
  });

  it("keeps a slug the site no longer lists as stored, unlisted", () => {
    expect(leadServices({ services: '["gazebos","siding"]', service: "" })).toEqual([
      { slug: "gazebos", label: "gazebos", listed: false },
      { slug: "siding", label: "Siding", listed: true },
    ]);
  });

  it("gives a name no slug matched no slug, unlisted, after the slugs", () => {
    expect(leadServices({ services: '["fences-and-decks"]', service: "Hot tub install" })).toEqual([
      { slug: "fences-and-decks", label: "Decks", listed: true },
      { slug: null, label: "Hot tub install", listed: false },
    ]);
  });

  it("reads a lead with no services (a text's or a call's) as none", () => {
    expect(leadServices({ services: "[]", service: "" })).toEqual([]);
  });
});
