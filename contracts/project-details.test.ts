import { describe, expect, it } from "vitest";
import { noProjectDetails, readProjectDetails, validateProjectDetails } from "./project-details";
import { messages, quoteRequestSchema } from "./quote-schema";

describe("validateProjectDetails", () => {
  it("accepts details not given", () => {
    expect(validateProjectDetails(noProjectDetails)).toEqual({});
  });

  it("accepts a ZIP code and the choices offered", () => {
    expect(
      validateProjectDetails({ zip: " 60601 ", contactPreference: "text", bestTime: "evening" }),
    ).toEqual({});
    expect(validateProjectDetails({ ...noProjectDetails, zip: "60601-1234" })).toEqual({});
  });

  it("words a bad ZIP code as the server does", () => {
    expect(validateProjectDetails({ ...noProjectDetails, zip: "6060" })).toEqual({
      zip: messages.zipInvalid,
    });
  });

  it("judges each ZIP code as the server's schema does", () => {
    for (const zip of [
      "",
      " ",
      "60601",
      " 60601 ",
      "60601-1234",
      "6060",
      "606011",
      "6060a",
      "60601-12",
    ]) {
      const server = quoteRequestSchema.shape.zip.safeParse(zip);
      const browser = validateProjectDetails({ ...noProjectDetails, zip });
      expect(browser.zip, zip).toBe(server.success ? undefined : messages.zipInvalid);
    }
  });
});

describe("readProjectDetails", () => {
  it("keeps only well-formed details", () => {
    expect(
      readProjectDetails({ zip: "60601", contactPreference: "text", bestTime: "morning" }),
    ).toEqual({ zip: "60601", contactPreference: "text", bestTime: "morning" });
    expect(readProjectDetails({ zip: 60601, contactPreference: "fax", bestTime: null })).toEqual(
      noProjectDetails,
    );
  });
});
