import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/server";
import { startTwilioStandIn, type TwilioStandIn } from "../../tests/support/twilio-stand-in";
import { bookingPath, bookingToken } from "../booking/links";
import { ackSmsBody } from "../channels/sms-body";
import { sendSms } from "../channels/twilio";
import { smsCli } from "./sms";

let twilio: TwilioStandIn | undefined;
afterEach(async () => {
  await twilio?.close();
  twilio = undefined;
});

const origin = "https://example-contractor.com";
const incoming = `${origin}/api/sms/incoming`;
const status = `${origin}/api/sms/status`;
const from = "+16305550100";

async function account(sender: "number" | "service") {
  twilio = await startTwilioStandIn();
  const env: Record<string, string> = {
    LOG_LEVEL: "silent",
    DATA_DIR: tempDir(),
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_API_URL: twilio.url,
    TWILIO_MESSAGING_API_URL: twilio.url,
    OWNER_SMS_TO: "+16305550142",
    PUBLIC_URL: origin,
  };
  if (sender === "number") env.TWILIO_FROM = from;
  else env.TWILIO_MESSAGING_SERVICE_SID = twilio.phoneSetup.addService().sid;
  return { twilio, env };
}

const check = (env: Record<string, string>, ...args: string[]) =>
  smsCli(["check", ...args], env, { timeoutMs: 3_000 });
const line = (stdout: string, subject: string) =>
  stdout.split("\n").find((l) => l.slice(6).startsWith(`${subject}:`));

describe("npm run sms -- check, with a number", () => {
  it("reports both URLs wrong and exits 1; --fix sets them on that number only, and a second check exits 0", async () => {
    const { twilio, env } = await account("number");
    const ours = twilio.phoneSetup.addNumber(from);
    const other = twilio.phoneSetup.addNumber("+16305550111", {
      smsUrl: "https://other.example/sms",
    });

    const first = await check(env);
    expect(first.code).toBe(1);
    const wrong = line(first.stdout, "Twilio number");
    expect(wrong).toMatch(/^FAIL/);
    expect(wrong).toContain(
      `SmsUrl is https://demo.twilio.com/welcome/sms/reply (should be ${incoming})`,
    );
    expect(wrong).toContain(`StatusCallback is empty (should be ${status})`);
    expect(wrong).toMatch(/To fix: run `npm run sms -- check --fix`/);
    expect(twilio.phoneSetup.updates).toEqual([]);

    const fixed = await check(env, "--fix");
    expect(fixed.code).toBe(0);
    expect(line(fixed.stdout, "Twilio number")).toMatch(/^ok .*fixed: SmsUrl is https:\/\/demo/);
    expect(ours).toMatchObject({ smsUrl: incoming, smsMethod: "POST", statusCallback: status });
    expect(other.smsUrl).toBe("https://other.example/sms");
    expect(twilio.phoneSetup.updates.map((u) => u.path)).toEqual([
      `/2010-04-01/Accounts/${twilio.accountSid}/IncomingPhoneNumbers/${ours.sid}.json`,
    ]);

    const second = await check(env);
    expect(second.code).toBe(0);
    expect(line(second.stdout, "Twilio number")).toMatch(
      /^ok {4}Twilio number: \+16305550100 sends/,
    );
    expect(twilio.phoneSetup.updates).toHaveLength(1);
  });

  it("fails on a number the account does not have, and on credentials Twilio refuses", async () => {
    const { env } = await account("number");
    const missing = await check(env, "--fix");
    expect(missing.code).toBe(1);
    expect(line(missing.stdout, "Twilio number")).toMatch(/is not a number of this Twilio account/);
    const refused = await check({ ...env, TWILIO_AUTH_TOKEN: "wrong" });
    expect(refused.code).toBe(1);
    expect(line(refused.stdout, "Twilio number")).toMatch(/Twilio answered 401 \(error 20003\)/);
  });

  it("reports the recent texts that failed with 30034", async () => {
    const { twilio, env } = await account("number");
    twilio.phoneSetup.addNumber(from, { smsUrl: incoming, statusCallback: status });
    twilio.finalStatusFor("+16305550199", "undelivered", 30034);
    const account_ = {
      apiUrl: twilio.url,
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
    };
    for (const to of ["+16305550199", "+16305550199", "+16305550198"]) {
      await sendSms({ ...account_, from, to, body: "Hello" });
    }
    const result = await check(env);
    expect(line(result.stdout, "Error 30034")).toMatch(
      /^warn {2}Error 30034: 2 texts of the last 7 days failed with 30034/,
    );
    // A warning: the webhook is right, so nothing is left to fix.
    expect(result.code).toBe(0);
  });
});

describe("npm run sms -- check, with a Messaging Service", () => {
  it("checks and sets the service's InboundRequestUrl instead of the number's, and turns off the number's precedence", async () => {
    const { twilio, env } = await account("service");
    const [service] = twilio.phoneSetup.services;
    service!.useInboundWebhookOnNumber = true;
    twilio.phoneSetup.registerCampaign(service!.sid, {
      brandStatus: "APPROVED",
      campaignStatus: "VERIFIED",
    });

    const first = await check(env);
    expect(first.code).toBe(1);
    const wrong = line(first.stdout, "Messaging Service");
    expect(wrong).toContain(`InboundRequestUrl is empty (should be ${incoming})`);
    expect(wrong).toContain("UseInboundWebhookOnNumber is on");
    expect(line(first.stdout, "Twilio number")).toBeUndefined();

    expect((await check(env, "--fix")).code).toBe(0);
    expect(service).toMatchObject({
      inboundRequestUrl: incoming,
      useInboundWebhookOnNumber: false,
    });
    expect(twilio.phoneSetup.updates.map((u) => u.path)).toEqual([`/v1/Services/${service!.sid}`]);
    const second = await check(env);
    expect(second.code).toBe(0);
    expect(line(second.stdout, "Messaging Service")).toMatch(/^ok/);
  });

  it("reports the A2P brand and campaign: approved and verified, pending, failed, or none", async () => {
    const { twilio, env } = await account("service");
    const [service] = twilio.phoneSetup.services;
    service!.inboundRequestUrl = incoming;

    const none = await check(env);
    expect(line(none.stdout, "A2P campaign")).toMatch(/^FAIL .* has no A2P 10DLC campaign/);
    expect(none.code).toBe(1);

    twilio.phoneSetup.registerCampaign(service!.sid, {
      brandStatus: "PENDING",
      campaignStatus: "IN_PROGRESS",
    });
    const pending = await check(env);
    expect(line(pending.stdout, "A2P brand")).toMatch(/^warn {2}A2P brand: BN\w+ is PENDING/);
    expect(line(pending.stdout, "A2P campaign")).toMatch(
      /^warn {2}A2P campaign: QE\w+ is IN_PROGRESS/,
    );
    expect(pending.code).toBe(0);

    twilio.phoneSetup.registerCampaign(service!.sid, {
      brandStatus: "FAILED",
      campaignStatus: "FAILED",
    });
    const failed = await check(env);
    expect(line(failed.stdout, "A2P brand")).toMatch(/^FAIL .* is FAILED: The brand's tax ID/);
    expect(line(failed.stdout, "A2P campaign")).toMatch(/^FAIL .* is FAILED/);
    expect(failed.code).toBe(1);

    twilio.phoneSetup.registerCampaign(service!.sid, {
      brandStatus: "APPROVED",
      campaignStatus: "VERIFIED",
    });
    const verified = await check(env);
    expect(line(verified.stdout, "A2P brand")).toMatch(/^ok .* is APPROVED/);
    expect(line(verified.stdout, "A2P campaign")).toMatch(/^ok .* is VERIFIED \(TCR CABCDEF\)/);
    expect(line(verified.stdout, "Error 30034")).toMatch(
      /^ok .* none among the texts of the last 7 days/,
    );
    expect(verified.code).toBe(0);
  });

  it("counts 30034 among texts sent through the service", async () => {
    const { twilio, env } = await account("service");
    const service = twilio.phoneSetup.services[0]!;
    service.inboundRequestUrl = incoming;
    twilio.phoneSetup.registerCampaign(service.sid, {
      brandStatus: "APPROVED",
      campaignStatus: "VERIFIED",
    });
    twilio.finalStatusFor("+16305550199", "undelivered", 30034);
    await sendSms({
      apiUrl: twilio.url,
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      messagingServiceSid: service.sid,
      to: "+16305550199",
      body: "Hello",
    });
    const result = await check(env);
    expect(line(result.stdout, "Error 30034")).toMatch(
      /1 text of the last 7 days failed with 30034/,
    );
  });
});

describe("npm run sms", () => {
  it("prints the campaign's samples from the real templates", async () => {
    const result = await smsCli(["samples"], { DATA_DIR: tempDir(), PUBLIC_URL: origin });
    expect(result.code).toBe(0);
    const [, thankYou] = /Sample 1: [^\n]*\n([^\n]+)/.exec(result.stdout) ?? [];
    const reference = /\(ref ([0-9A-Z-]+)\)/.exec(thankYou ?? "")?.[1] ?? "";
    // Issue 55: the thank-you text offers the visit's booking link, as the sample shows.
    const bookingLink = `${origin}${bookingPath(bookingToken("sample", reference))}`;
    expect(thankYou).toBe(ackSmsBody({ name: "Maria Lopez", reference, bookingLink }));
    expect(result.stdout).toMatch(
      /Sample 2: [^\n]*\nNew lead: Maria\nKitchen Remodeling, Roofing\n/,
    );
    expect(result.stdout).toContain(`${origin}/admin/leads/`);
    expect(result.stdout).toContain("By checking this box you agree to receive text messages");
  });

  it("refuses a check with texting off, --fix without check, and an unknown command", async () => {
    const off = await smsCli(["check"], { DATA_DIR: tempDir() });
    expect(off).toMatchObject({ code: 2, stderr: expect.stringMatching(/SMS_PROVIDER=twilio/) });
    expect((await smsCli(["samples", "--fix"], {})).code).toBe(2);
    expect((await smsCli(["send"], {})).code).toBe(2);
    expect(await smsCli(["--help"], {})).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Usage/),
    });
  });
});
