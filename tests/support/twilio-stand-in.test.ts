import { afterEach, expect, it } from "vitest";
import { startTwilioStandIn, type TwilioStandIn } from "./twilio-stand-in";

let twilio: TwilioStandIn | undefined;
afterEach(async () => {
  await twilio?.close();
  twilio = undefined;
});

/** A raw POST, so the stand-in's own checks are tested without our client's. */
async function post(standIn: TwilioStandIn, fields: Record<string, string>) {
  const auth = Buffer.from(`${standIn.accountSid}:${standIn.authToken}`).toString("base64");
  const response = await fetch(
    `${standIn.url}/2010-04-01/Accounts/${standIn.accountSid}/Messages.json`,
    {
      method: "POST",
      headers: { Authorization: `Basic ${auth}` },
      body: new URLSearchParams(fields),
    },
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

it("refuses a text without a body or a sender with Twilio's codes", async () => {
  twilio = await startTwilioStandIn();
  const to = "+16305550199";
  expect(await post(twilio, { To: to, From: "+16305550100" })).toMatchObject({
    status: 400,
    json: { code: 21602 },
  });
  expect(await post(twilio, { To: to, Body: "Hi" })).toMatchObject({
    status: 400,
    json: { code: 21603 },
  });
  expect(twilio.messages).toEqual([]);
  expect(twilio.attempts.map((a) => a.status)).toEqual([400, 400]);
});

it("records when each text arrived, by its clock", async () => {
  const at = new Date("2026-03-02T10:00:00.000Z");
  twilio = await startTwilioStandIn({ now: () => at, defaultStatus: "sent" });
  const sent = await post(twilio, { To: "+16305550199", From: "+16305550100", Body: "Hi" });
  expect(sent).toMatchObject({ status: 201, json: { status: "queued" } });
  expect(twilio.messages[0]).toMatchObject({ receivedAt: at, status: "sent" });
});
