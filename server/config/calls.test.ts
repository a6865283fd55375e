import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callFields, forwardTo } from "./calls";

const schema = z.object(callFields);

describe("the calls' settings", () => {
  it("are off by default; the text-back is on and transcripts off once calls are on", () => {
    const settings = schema.parse({});
    expect(settings).toMatchObject({
      CALLS: false,
      MISSED_CALL_TEXT: true,
      VOICEMAIL_TRANSCRIPTS: false,
    });
    expect(settings.CALL_NUMBERS).toBeUndefined();
  });

  it("read CALL_NUMBERS as each number's source label", () => {
    const settings = schema.parse({
      CALLS: "on",
      CALL_NUMBERS: " +16305550100=website , +16305550111=gbp",
      MISSED_CALL_TEXT: "off",
    });
    expect(settings.CALL_NUMBERS).toEqual({ "+16305550100": "website", "+16305550111": "gbp" });
    expect(settings.MISSED_CALL_TEXT).toBe(false);
  });

  it("refuse a number not in E.164, a pair without a label, and a label with odd characters", () => {
    for (const bad of ["6305550100=website", "+16305550100", "+16305550100=<b>", "+1630=a=b"]) {
      expect(schema.safeParse({ CALL_NUMBERS: bad }).success).toBe(false);
    }
    expect(schema.safeParse({ CALLS_FORWARD_TO: "630-555-0142" }).success).toBe(false);
  });

  it("ring CALLS_FORWARD_TO, else the owner's texts' phones", () => {
    const owner = { OWNER_SMS_TO: ["+16305550142"] };
    expect(forwardTo({ ...schema.parse({}), ...owner })).toEqual(["+16305550142"]);
    const both = schema.parse({ CALLS_FORWARD_TO: "+16305550143,+16305550144" });
    expect(forwardTo({ ...both, ...owner })).toEqual(["+16305550143", "+16305550144"]);
  });
});
