import { describe, expect, it } from "vitest";
import {
  filterName,
  filterPhone,
  filterTyped,
  isDigit,
  isNameChar,
  isTextKey,
} from "./input-filters";

describe("name filter", () => {
  it("keeps letters of any script and the punctuation of real names", () => {
    expect(filterName("Mary-Jane O'Neil Jr.")).toEqual({
      value: "Mary-Jane O'Neil Jr.",
      rejected: false,
    });
    expect(filterName("José Ñúñez")).toEqual({ value: "José Ñúñez", rejected: false });
  });

  it("drops digits and symbols and says so", () => {
    expect(filterName("J0hn $mith!")).toEqual({ value: "Jhn mith", rejected: true });
  });

  it("judges single key presses the same way", () => {
    expect(isNameChar("a")).toBe(true);
    expect(isNameChar("7")).toBe(false);
    expect(isNameChar("@")).toBe(false);
  });
});

describe("phone filter", () => {
  it("keeps at most 10 digits", () => {
    expect(filterPhone("630555014299").value).toBe("6305550142");
  });

  it("drops formatting silently and letters with a hint", () => {
    expect(filterPhone("(630) 555-0142")).toEqual({ value: "6305550142", rejected: false });
    expect(filterPhone("630abc")).toEqual({ value: "630", rejected: true });
  });

  it("drops the +1 country code of a pasted US number", () => {
    expect(filterPhone("+1 (630) 555-0142", { pasted: true }).value).toBe("6305550142");
    expect(filterPhone("16305550142", { pasted: true }).value).toBe("6305550142");
  });

  it("never treats a typed eleventh digit as a country code", () => {
    expect(filterPhone("12345678905").value).toBe("1234567890");
  });

  it("recognises digits", () => {
    expect(isDigit("5")).toBe(true);
    expect(isDigit("x")).toBe(false);
  });
});

describe("text keys", () => {
  const key = (
    k: string,
    mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey", boolean>> = {},
  ) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

  it("filters printable characters only", () => {
    expect(isTextKey(key("a"))).toBe(true);
    expect(isTextKey(key("1"))).toBe(true);
  });

  it("always lets control keys and shortcuts through", () => {
    for (const control of ["Backspace", "Delete", "ArrowLeft", "Tab", "Enter", "Home", "Escape"]) {
      expect(isTextKey(key(control))).toBe(false);
    }
    expect(isTextKey(key("a", { ctrlKey: true }))).toBe(false);
    expect(isTextKey(key("v", { metaKey: true }))).toBe(false);
  });
});

describe("text typed before the form woke", () => {
  it("keeps what the rules allow and names the fields that lost something", () => {
    expect(filterTyped({ name: "Jo3", phone: "630abc5550142", email: "a@b.co" })).toEqual({
      values: { name: "Jo", phone: "6305550142" },
      rejected: ["name", "phone"],
    });
  });

  it("says nothing when the text already follows the rules", () => {
    expect(filterTyped({ name: "Jo", phone: "+1 (630) 555-0142" })).toEqual({
      values: { name: "Jo", phone: "6305550142" },
      rejected: [],
    });
    expect(filterTyped({})).toEqual({ values: {}, rejected: [] });
  });
});
