import { afterEach, describe, expect, it } from "vitest";
import { apiRoutes } from "../../contracts/routes";
import { standInOwnerPhone } from "../../tests/support/channel-stand-ins";
import { eventually, solvedToken, startTestApp, validContact } from "../../tests/support/server";
import { twimlAttribute } from "../../tests/support/twilio-voice-stand-in";
import { startVoiceApp, voiceOrigin } from "../../tests/support/voice-app";
import { standInAccountSid } from "../../tests/support/twilio-webhooks";
import { recordOptOut } from "../texts/opt-outs";
import { voicePaths } from "./twiml";

/*
 * Issue 54 end to end: the voice stand-in plays calls into the app's signed webhooks in
 * Twilio's order; the outbox's workers and the text-back go out to the same stand-in.
 */

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const caller = "+16305550199";
const origin = voiceOrigin;

async function calls(env: Record<string, string> = {}, options: { workers?: boolean } = {}) {
  const app = await startVoiceApp(env, options);
  closers.push(app.close);
  return app;
}

describe("the voice webhooks", () => {
  it("are not there without CALLS=on, nor without Twilio: 404, and the phones ring as before", async () => {
    const off = await startTestApp({ PUBLIC_URL: origin });
    closers.push(off.close);
    const answer = await off.app.inject({ method: "POST", url: voicePaths.incoming });
    expect(answer.statusCode).toBe(404);
    const noTwilio = await startTestApp({ PUBLIC_URL: origin, CALLS: "on" });
    closers.push(noTwilio.close);
    expect((await noTwilio.app.inject({ method: "POST", url: voicePaths.status })).statusCode).toBe(
      404,
    );
  });

  it("answer 403 and store nothing to a forged, unsigned or other account's post", async () => {
    const { post, db, rows } = await calls();
    const fields = {
      AccountSid: standInAccountSid,
      CallSid: `CA${"a".repeat(32)}`,
      From: caller,
      To: "+16305550100",
    };
    const url = `${origin}${voicePaths.incoming}`;
    expect((await post(url, fields, "")).status).toBe(403);
    expect((await post(url, fields, "bm90IGEgc2lnbmF0dXJlIQ==")).status).toBe(403);
    expect((await post(url, { ...fields, AccountSid: `AC${"1".repeat(32)}` })).status).toBe(403);
    expect((await post(url, { ...fields, CallSid: "CA123" })).status).toBe(403);
    for (const path of Object.values(voicePaths)) {
      expect((await post(`${origin}${path}`, fields, "forged")).status).toBe(403);
    }
    expect(await rows()).toHaveLength(0);
    expect(await db.selectFrom("leads").select("id").execute()).toHaveLength(0);
  });

  it("ring the owner's phones at once for 20 s, from the business number, each answer screened", async () => {
    const { play } = await calls({ CALLS_FORWARD_TO: "+16305550142,+16305550143" });
    const run = await play({ legs: ["key"] });
    const incoming = run.answers[0]?.answer.body ?? "";
    expect(twimlAttribute(incoming, "Dial", "timeout")).toBe("20");
    expect(twimlAttribute(incoming, "Dial", "callerId")).toBe("+16305550100");
    expect(
      incoming.match(/<Number url="[^"]+\/api\/voice\/screen\?parent=CA\w{32}">/g),
    ).toHaveLength(2);
    expect(incoming).toContain(">+16305550143</Number>");
    const screen = run.answers[1]?.answer.body ?? "";
    expect(screen).toContain('<Gather numDigits="1"');
    expect(screen).toContain("Call from website. Press 1 to take it.");
  });

  it("count a call taken with the key as answered, with its talk time: no text-back, no alert", async () => {
    const { play, rows, textsTo, db } = await calls();
    await play({ legs: ["key"], talkSeconds: 185 });
    const [call] = await rows();
    expect(call).toMatchObject({
      outcome: "answered",
      talk_seconds: 185,
      caller,
      source: "website",
    });
    expect(call?.screened_at).not.toBeNull();
    // An answered call is first contact on the response clock.
    const lead = await db
      .selectFrom("leads")
      .select("first_contacted_at")
      .where("id", "=", call?.lead_id ?? "")
      .executeTakeFirstOrThrow();
    expect(lead.first_contacted_at).not.toBeNull();
    expect(lead.first_contacted_at && lead.first_contacted_at >= (call?.created_at ?? "")).toBe(
      true,
    );
    expect(call?.ended_at).not.toBeNull();
    expect(textsTo(caller)).toHaveLength(0);
    expect(await db.selectFrom("outbox").select("id").execute()).toHaveLength(0);
  });

  it("count an answer without the key (a carrier's voicemail) as missed: the caller still reaches ours", async () => {
    const { play, rows } = await calls({ CALLS_FORWARD_TO: "+16305550142,+16305550143" });
    for (const legs of [["silence", "key"], ["other-key"]] as const) {
      const run = await play({ legs: [...legs], voicemailSeconds: 12 });
      const dialDone = run.answers.find((a) => a.url.endsWith(voicePaths.dialDone));
      expect(dialDone?.answer.body).toContain("<Record ");
      expect(dialDone?.answer.body).toContain('maxLength="120"');
    }
    expect((await rows()).map((c) => c.outcome)).toEqual(["voicemail", "voicemail"]);
  });

  it("take a voicemail for each DialCallStatus of a call nobody took", async () => {
    const { play, rows } = await calls({ MISSED_CALL_TEXT: "off" });
    for (const unanswered of ["no-answer", "busy", "failed", "canceled"] as const) {
      const run = await play({ unanswered, legs: ["none"] });
      const dialDone = run.answers.find((a) => a.url.endsWith(voicePaths.dialDone));
      expect(dialDone?.answer.body).toMatch(/<Say>Thank you for calling .+<\/Say><Record /);
    }
    const all = await rows();
    expect(all.map((c) => c.outcome)).toEqual(["missed", "missed", "missed", "missed"]);
    expect(all.map((c) => c.text_back)).toEqual(["off", "off", "off", "off"]);
  });

  it("fetch the voicemail with the account's credentials, keep it with the lead, delete it at Twilio", async () => {
    const { play, rows, voice, db } = await calls({ VOICEMAIL_TRANSCRIPTS: "on" });
    const run = await play({ voicemailSeconds: 42, transcript: "Dana here, about the kitchen." });
    const [call] = await rows();
    const recording = voice.recordings.get(run.recordingSid ?? "");
    expect(recording?.deleted).toBe(true);
    expect(call?.voicemail?.equals(recording?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(call).toMatchObject({
      outcome: "voicemail",
      voicemail_seconds: 42,
      voicemail_type: "audio/mpeg",
      transcript: "Dana here, about the kitchen.",
    });
    const lead = await db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", call?.lead_id ?? "")
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      origin: "call",
      phone: caller,
      first_touch: "utm_source=website&utm_medium=call",
    });
  });

  it("store a retried CallSid once: one call, one lead, one text-back, one alert", async () => {
    const { play, rows, textsTo, db } = await calls();
    await play({ retry: true, voicemailSeconds: 5 });
    expect(await rows()).toHaveLength(1);
    expect(await db.selectFrom("leads").select("id").execute()).toHaveLength(1);
    expect(textsTo(caller)).toHaveLength(1);
    const alerts = await db.selectFrom("outbox").select("id").where("channel", "=", "call_alert");
    expect(await alerts.execute()).toHaveLength(1);
  });
});

describe("a missed call", () => {
  it("is texted back through the thread, once a day, and the owner is alerted with the lead's link", async () => {
    const { play, rows, textsTo, db } = await calls({}, { workers: true });
    const started = performance.now();
    const run = await play({ voicemailSeconds: 42 });
    const [text] = textsTo(caller);
    expect(text?.body).toBe(
      `Ironwood Remodeling & Construction: sorry we missed your call. Reply here to text us, or ask for a quote: ${origin}/contact Reply STOP to opt out.`,
    );
    const [call] = await rows();
    const thread = await db
      .selectFrom("text_messages")
      .selectAll()
      .where("lead_id", "=", call?.lead_id ?? "")
      .execute();
    expect(thread).toMatchObject([{ direction: "out", twilio_sid: text?.sid, body: text?.body }]);
    await eventually(() => textsTo(standInOwnerPhone).length === 1);
    expect(textsTo(standInOwnerPhone)[0]?.body).toBe(
      `Missed call from (630) 555-0199, voicemail 0:42, texted back\n${origin}/admin/leads/${call?.lead_id}`,
    );
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(run.endedAt).toBeGreaterThan(0);
    // The same phone again that day: no second text, still an alert.
    await play({ voicemailSeconds: 0 });
    expect(textsTo(caller)).toHaveLength(1);
    expect((await rows())[1]?.text_back).toBe("once_a_day");
    await eventually(() => textsTo(standInOwnerPhone).length === 2);
    expect(textsTo(standInOwnerPhone)[1]?.body).toMatch(/no voicemail, not texted back/);
  });

  it("is not texted back to a phone that said STOP, nor when caller ID failed verification", async () => {
    const { t, play, rows, textsTo } = await calls();
    await recordOptOut(
      t.store.db,
      caller,
      { source: "keyword", keyword: "STOP", twilio_opt_out_type: null },
      new Date(),
    );
    await play();
    await play({ from: "+16305550177", stirVerstat: "TN-Validation-Failed-C" });
    expect((await rows()).map((c) => c.text_back)).toEqual(["opted_out", "unverified"]);
    expect(twilioTextsExceptOwner(textsTo, [caller, "+16305550177"])).toBe(0);
  });

  it("from a lead's number joins that lead, and the alert names it", async () => {
    const { t, play, rows, textsTo } = await calls({}, { workers: true });
    const answer = await t.app.inject({
      method: "POST",
      url: apiRoutes.quoteRequest,
      payload: {
        ...validContact,
        name: "Dana Smith",
        phone: "(630) 555-0199",
        captchaToken: await solvedToken(t.app),
      },
    });
    expect(answer.statusCode).toBe(200);
    const leadId = (answer.json() as { id: string }).id;
    await play({ voicemailSeconds: 3 });
    expect((await rows())[0]?.lead_id).toBe(leadId);
    await eventually(() =>
      textsTo(standInOwnerPhone).some((m) => m.body.startsWith("Missed call")),
    );
    const alert = textsTo(standInOwnerPhone).find((m) => m.body.startsWith("Missed call"));
    expect(alert?.body).toMatch(
      /^Missed call from \(630\) 555-0199 \(Dana Smith, quote of \w{3} \d{1,2}\), voicemail 0:03, texted back\n/,
    );
  });
});

function twilioTextsExceptOwner(
  textsTo: (phone: string) => readonly unknown[],
  phones: readonly string[],
): number {
  return phones.reduce((sum, phone) => sum + textsTo(phone).length, 0);
}
