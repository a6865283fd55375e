import { afterEach, describe, expect, it } from "vitest";
import { doctorContext } from "../../tests/support/doctor-context";
import { startTwilioStandIn, type TwilioStandIn } from "../../tests/support/twilio-stand-in";
import { doctorChecks, formatLine, runDoctor } from "./checks";
import { twilioCheck } from "./twilio";

let twilio: TwilioStandIn | undefined;
afterEach(async () => {
  await twilio?.close();
  twilio = undefined;
});

const origin = "https://example-contractor.com";

async function texting(sender: "number" | "service", extra: Record<string, string> = {}) {
  twilio = await startTwilioStandIn();
  const env: Record<string, string> = {
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_API_URL: twilio.url,
    TWILIO_MESSAGING_API_URL: twilio.url,
    OWNER_SMS_TO: "+16305550142",
    PUBLIC_URL: origin,
  };
  if (sender === "number") env.TWILIO_FROM = "+16305550100";
  else env.TWILIO_MESSAGING_SERVICE_SID = twilio.phoneSetup.addService().sid;
  return { twilio, context: doctorContext({ ...env, ...extra }) };
}

describe("the doctor's Twilio line", () => {
  it("is in the doctor's list, and prints nothing while texting is off", async () => {
    expect(doctorChecks).toContain(twilioCheck);
    expect(await twilioCheck(doctorContext())).toEqual([]);
  });

  it("says ok when the number points at us, and FAIL with the fix when it does not, changing nothing", async () => {
    const { twilio, context } = await texting("number");
    const number = twilio.phoneSetup.addNumber("+16305550100");
    const [wrong] = await runDoctor(context, [twilioCheck]);
    expect(formatLine(wrong!)).toMatch(
      /^FAIL {2}Twilio number: \+16305550100: SmsUrl is .* To fix: run `npm run sms -- check --fix`/,
    );
    expect(twilio.phoneSetup.updates).toEqual([]);

    Object.assign(number, {
      smsUrl: `${origin}/api/sms/incoming`,
      statusCallback: `${origin}/api/sms/status`,
    });
    expect(await twilioCheck(context)).toMatchObject([{ mark: "ok", subject: "Twilio number" }]);
  });

  it("with CALLS=on, says whether each calling number has its VoiceFallbackUrl, changing nothing", async () => {
    const { twilio, context } = await texting("number", { CALLS: "on" });
    const number = twilio.phoneSetup.addNumber("+16305550100");
    Object.assign(number, {
      smsUrl: `${origin}/api/sms/incoming`,
      voiceUrl: `${origin}/api/voice/incoming`,
      voiceMethod: "POST",
      statusCallback: `${origin}/api/voice/status`,
    });
    const voice = async () =>
      (await runDoctor(context, [twilioCheck])).filter((l) => l.subject === "Twilio voice number");
    const [missing] = await voice();
    expect(missing).toMatchObject({ mark: "fail" });
    expect(missing?.detail).toContain("VoiceFallbackUrl is empty (should be https://twimlets.com/");
    expect(twilio.phoneSetup.updates).toEqual([]);
    number.voiceFallbackUrl = "https://twimlets.com/forward?PhoneNumber=%2B16305550142";
    expect(await voice()).toMatchObject([{ mark: "ok" }]);
  });

  it("reads the Messaging Service's InboundRequestUrl when one is configured", async () => {
    const { twilio, context } = await texting("service");
    expect(await twilioCheck(context)).toMatchObject([
      {
        mark: "fail",
        subject: "Messaging Service",
        detail: expect.stringContaining("InboundRequestUrl is empty"),
      },
    ]);
    twilio.phoneSetup.services[0]!.inboundRequestUrl = `${origin}/api/sms/incoming`;
    expect(await twilioCheck(context)).toMatchObject([
      { mark: "ok", subject: "Messaging Service" },
    ]);
  });

  it("fails with Twilio's answer when it cannot ask", async () => {
    const { context } = await texting("number");
    await twilio?.close();
    twilio = undefined;
    expect(await twilioCheck(context)).toMatchObject([
      {
        mark: "fail",
        detail: expect.stringMatching(/^could not ask Twilio: Twilio: network error/),
      },
    ]);
  });
});
