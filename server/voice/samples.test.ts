import { describe, expect, it } from "vitest";
import { smsSamples } from "../cli/sms-samples";
import { textBackBody } from "./finish";

describe("the missed-call text in the 10DLC campaign's samples", () => {
  it("is printed from its own template, with the business, reply here, the quote form and STOP", () => {
    const origin = "https://example-contractor.com";
    const body = textBackBody(origin);
    expect(body).toMatch(/^Ironwood Remodeling & Construction: /);
    expect(body).toContain("Reply here");
    expect(body).toContain(`${origin}/contact`);
    expect(body).toMatch(/Reply STOP to opt out\.$/);
    const printed = smsSamples(origin);
    expect(printed).toContain(`Sample 4: The text to a caller nobody answered`);
    expect(printed).toContain(`:\n${body}\n`);
  });
});
