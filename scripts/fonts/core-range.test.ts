import { describe, expect, it } from "vitest";
import { coreCharacters, coreUnicodeRange, inCore } from "./core-range";

describe("the core cut of the text face", () => {
  it("holds printable ASCII and English typography", () => {
    expect(inCore("Get a Free Quote: (630) 555-0142 • “Great work” – Dana’s kitchen…")).toBe(true);
    expect(coreCharacters()).toHaveLength(95 + 10);
  });

  it("leaves accents and other scripts to the whole Latin file", () => {
    expect(inCore("José")).toBe(false);
    expect(inCore("Zoë")).toBe(false);
    expect(inCore("€")).toBe(false);
  });

  it("states the same ranges to the browser", () => {
    expect(coreUnicodeRange()).toBe(
      "U+20-7E, U+A0, U+A9, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026",
    );
  });
});
