import { afterEach, describe, expect, it, vi } from "vitest";
import { fiveDigits, townsOf } from "./zip-towns";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a lead's town from its ZIP", () => {
  it("names the town of a ZIP and of a ZIP+4 with no request leaving the server", async () => {
    const fetch = vi.fn(() => Promise.reject(new Error("no network")));
    vi.stubGlobal("fetch", fetch);
    const towns = await townsOf(["60540", "63301-1234", "60601"]);
    expect(towns.get("60540")).toBe("Naperville, IL");
    expect(towns.get("63301-1234")).toBe("Saint Charles, MO");
    expect(towns.get("60601")).toBe("Chicago, IL");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps the ZIP alone where the table has no town, and skips an empty one", async () => {
    const towns = await townsOf(["00000", "K1A 0B1", "", null, "__proto__"]);
    expect(towns.get("00000")).toBe("00000");
    // A Canadian postal code is not looked up: the table's own lookup would try its prefix.
    expect(towns.get("K1A 0B1")).toBe("K1A 0B1");
    expect(towns.get("__proto__")).toBe("__proto__");
    expect(towns.has("")).toBe(false);
    expect(towns.size).toBe(3);
  });

  it("reads five digits from a ZIP or ZIP+4 and nothing else", () => {
    expect(fiveDigits(" 60540 ")).toBe("60540");
    expect(fiveDigits("60540-1234")).toBe("60540");
    expect(fiveDigits("605401234")).toBe("60540");
    expect(fiveDigits("6054")).toBeNull();
    expect(fiveDigits(null)).toBeNull();
  });
});
