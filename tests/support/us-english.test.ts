import { describe, expect, it } from "vitest";
import { britishSpellings } from "./us-english";

describe("britishSpellings", () => {
  it("finds British spellings and usages, whole words only", () => {
    expect(britishSpellings("Ask your neighbours; tick the box at the centre.")).toEqual([
      "neighbours",
      "tick",
      "centre",
    ]);
    expect(britishSpellings("We organised it, honoured the colour.")).toEqual([
      "organised",
      "honoured",
      "colour",
    ]);
  });

  it("leaves American spellings and words that merely contain a stem alone", () => {
    expect(
      britishSpellings(
        "Neighbors at the center checked the color. Ticket, sticker, greyhound, kitchen-grey-wood.",
      ),
    ).toEqual([]);
  });
});
