// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { readDraft, removeDraft, writeDraft } from "./form-draft";

const filled = {
  name: "Jane",
  email: "",
  phone: "630",
  services: ["kitchens"],
  message: "Hello",
  smsConsent: true,
};

afterEach(() => sessionStorage.clear());

describe("form drafts", () => {
  it("round-trips a draft per form", () => {
    writeDraft("main", filled);
    expect(readDraft("main")).toEqual(filled);
    expect(readDraft("financing")).toBeNull();
  });

  it("removes the draft when the form is empty again or sent", () => {
    writeDraft("main", filled);
    writeDraft("main", { ...filled, name: "", phone: "", services: [], message: "" });
    expect(readDraft("main")).toBeNull();
    writeDraft("main", filled);
    removeDraft("main");
    expect(readDraft("main")).toBeNull();
  });

  it("ignores malformed or tampered storage", () => {
    sessionStorage.setItem("quote-draft:main", "{not json");
    expect(readDraft("main")).toBeNull();
    sessionStorage.setItem(
      "quote-draft:main",
      JSON.stringify({
        name: 5,
        services: ["kitchens", "pools", 3, "kitchens"],
        smsConsent: "yes",
      }),
    );
    expect(readDraft("main")).toEqual({
      name: "",
      email: "",
      phone: "",
      services: ["kitchens"],
      message: "",
      smsConsent: false,
    });
  });
});
