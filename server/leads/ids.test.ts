import { describe, expect, it } from "vitest";
import { newOutboxId, newReference, outboxIdRange, referencePattern } from "./ids";

const uuidV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("ids", () => {
  it("gives every lead a distinct reference that reads back over the phone", () => {
    const references = Array.from({ length: 5_000 }, newReference);
    expect(references.every((reference) => referencePattern.test(reference))).toBe(true);
    expect(new Set(references).size).toBe(references.length);
  });

  it("gives outbox rows distinct UUIDv7 ids that sort in the order they were created", () => {
    const at = new Date("2026-11-25T22:40:00.123Z");
    const first = Array.from({ length: 5_000 }, () => newOutboxId(at));
    const later = newOutboxId(new Date(at.getTime() + 1));
    expect([...first, later].every((id) => uuidV7.test(id))).toBe(true);
    expect(new Set(first).size).toBe(first.length);
    expect(first.every((id) => id < later)).toBe(true);
  });

  it("finds the ids of one millisecond's rows between two bounds, and no others", () => {
    const at = new Date("2026-11-25T22:40:00.123Z");
    const { from, to } = outboxIdRange(at);
    const inside = (id: string) => from <= id && id <= to;
    expect(Array.from({ length: 1_000 }, () => newOutboxId(at)).every(inside)).toBe(true);
    expect(inside(newOutboxId(new Date(at.getTime() - 1)))).toBe(false);
    expect(inside(newOutboxId(new Date(at.getTime() + 1)))).toBe(false);
  });
});
