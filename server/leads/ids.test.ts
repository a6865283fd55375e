import { describe, expect, it } from "vitest";
import { newOutboxId, newReference, referencePattern } from "./ids";

const uuidV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("ids", () => {
  it("gives every lead a distinct reference that reads back over the phone", () => {
    const references = Array.from({ length: 5_000 }, newReference);
    expect(references.every((reference) => referencePattern.test(reference))).toBe(true);
    expect(new Set(references).size).toBe(references.length);
  });

  it("gives outbox rows distinct UUIDv7 ids that sort in the order they were made", async () => {
    const first = Array.from({ length: 5_000 }, newOutboxId);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = newOutboxId();
    expect([...first, later].every((id) => uuidV7.test(id))).toBe(true);
    expect(new Set(first).size).toBe(first.length);
    expect(first.every((id) => id < later)).toBe(true);
  });
});
