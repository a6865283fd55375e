import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/server";
import { startTwilioStandIn, type TwilioStandIn } from "../../tests/support/twilio-stand-in";
import { smsCli } from "../cli/sms";

/*
 * Issue 54, item 5: `npm run twilio -- check [--fix]` (alias `sms`) points each calling
 * number's voice webhook, its voice status callback and a fallback that needs no app.
 */

let twilio: TwilioStandIn | undefined;
afterEach(async () => {
  await twilio?.close();
  twilio = undefined;
});

const origin = "https://example-contractor.com";
const from = "+16305550100";
const tracking = "+16305550111";

async function account(extra: Record<string, string> = {}) {
  twilio = await startTwilioStandIn();
  const env: Record<string, string> = {
    LOG_LEVEL: "silent",
    DATA_DIR: tempDir(),
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_API_URL: twilio.url,
    TWILIO_FROM: from,
    OWNER_SMS_TO: "+16305550142",
    PUBLIC_URL: origin,
    CALLS: "on",
    CALL_NUMBERS: `${from}=website,${tracking}=gbp`,
    ...extra,
  };
  return { twilio, env };
}

const check = (env: Record<string, string>, ...args: string[]) =>
  smsCli(["check", ...args], env, { timeoutMs: 3_000 });

describe("npm run twilio -- check, with calls on", () => {
  it("reports each calling number's voice settings wrong; --fix points them at us with the forward Twimlet as the fallback", async () => {
    const { twilio, env } = await account();
    const main = twilio.phoneSetup.addNumber(from);
    const gbp = twilio.phoneSetup.addNumber(tracking);
    const first = await check(env);
    expect(first.code).toBe(1);
    const voiceLines = first.stdout.split("\n").filter((l) => l.includes("Twilio voice number"));
    expect(voiceLines).toHaveLength(2);
    expect(voiceLines.every((l) => l.startsWith("FAIL"))).toBe(true);
    expect(first.stdout).toContain(`VoiceUrl is empty (should be ${origin}/api/voice/incoming)`);
    // The number's StatusCallback is the voice one: no longer /api/sms/status.
    expect(first.stdout).toContain(`(should be ${origin}/api/voice/status)`);
    expect(first.stdout).not.toContain(`/api/sms/status`);

    const fixed = await check(env, "--fix");
    expect(fixed.code).toBe(0);
    for (const number of [main, gbp]) {
      expect(number).toMatchObject({
        voiceUrl: `${origin}/api/voice/incoming`,
        voiceMethod: "POST",
        statusCallback: `${origin}/api/voice/status`,
        // Twilio's hosted forward rings the owner with our server, or the whole host, down.
        voiceFallbackUrl: "https://twimlets.com/forward?PhoneNumber=%2B16305550142",
      });
    }
    expect(main.smsUrl).toBe(`${origin}/api/sms/incoming`);
    expect((await check(env)).code).toBe(0);
  });

  it("leaves the voice settings alone with calls off, and rings CALLS_FORWARD_TO first", async () => {
    const off = await account({ CALLS: "off" });
    off.twilio.phoneSetup.addNumber(from);
    const result = await check(off.env, "--fix");
    expect(result.stdout).not.toContain("Twilio voice number");
    expect(off.twilio.phoneSetup.numbers[0]?.voiceUrl).toBeUndefined();
    await off.twilio.close();

    const { twilio, env } = await account({ CALLS_FORWARD_TO: "+16305550143", CALL_NUMBERS: "" });
    const number = twilio.phoneSetup.addNumber(from);
    await check(env, "--fix");
    expect(number.voiceFallbackUrl).toBe("https://twimlets.com/forward?PhoneNumber=%2B16305550143");
  });
});
