import { describe, expect, it } from "vitest";
import { createRequestKey, newIdempotencyKey } from "./idempotency-key";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newIdempotencyKey", () => {
  it("is a random UUID", () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(uuid);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it("makes one from random bytes where randomUUID is missing (a page over plain HTTP)", () => {
    const key = newIdempotencyKey({
      getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
    });
    expect(key).toMatch(uuid);
  });
});

describe("createRequestKey", () => {
  it("keeps the key across resends of one request", () => {
    const key = createRequestKey();
    const first = key.current();
    // The first send timed out; the visitor sends again.
    expect(key.current()).toBe(first);
    expect(key.current()).toBe(first);
  });

  it("gives the next request a new key once one succeeded", () => {
    const key = createRequestKey();
    const first = key.current();
    key.renew();
    const second = key.current();
    expect(second).toMatch(uuid);
    expect(second).not.toBe(first);
    expect(key.current()).toBe(second);
  });
});
