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

describe("the project details in a draft", () => {
  it("are kept", () => {
    const detailed = {
      ...filled,
      zip: "60601",
      contactPreference: "text",
      bestTime: "evening",
    } as const;
    writeDraft("main", detailed);
    expect(readDraft("main")).toEqual(detailed);
  });

  it("keep a draft of their own", () => {
    const empty = { name: "", email: "", phone: "", services: [], message: "", smsConsent: false };
    writeDraft("main", { ...empty, zip: "", contactPreference: "", bestTime: "morning" });
    expect(readDraft("main")).toEqual({ ...empty, bestTime: "morning" });
  });

  it("drop what the form never offers", () => {
    sessionStorage.setItem(
      "quote-draft:main",
      JSON.stringify({ ...filled, zip: 60601, contactPreference: "fax", bestTime: "noon" }),
    );
    expect(readDraft("main")).toEqual(filled);
  });
});
