import { unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminRoutes,
  type EntryDetail,
  type InboxList,
  type SourceReport,
} from "../../contracts/admin-api";
import { voicemailRoute } from "../../contracts/calls";
import { call, eraseByKey, signIn, siteOrigin } from "../../tests/support/admin";
import { startVoiceApp } from "../../tests/support/voice-app";
import { byteRange } from "../admin/call-routes";

/* Issue 54: a lead's calls in the inbox's API, and its voicemail for the owner alone. */

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function inbox() {
  const app = await startVoiceApp({ VOICEMAIL_TRANSCRIPTS: "on" });
  closers.push(app.close);
  const cookie = await signIn(app.t);
  return { ...app, cookie };
}

describe("calls in the inbox", () => {
  it("are a lead's timeline and its row's latest call, with their words, source and marks", async () => {
    const { t, play, cookie, rows } = await inbox();
    await play({ voicemailSeconds: 42, transcript: "About the kitchen." });
    await play({ legs: ["key"], talkSeconds: 185, stirVerstat: "TN-Validation-Failed-B" });
    const leadId = (await rows())[0]?.lead_id ?? "";
    const detail = (await call(t, adminRoutes.entry(leadId), { cookie })).json() as EntryDetail;
    expect(detail.calls?.map((c) => c.label)).toEqual(["Voicemail 0:42", "Answered, 3 min"]);
    expect(detail.calls?.[0]).toMatchObject({
      outcome: "voicemail",
      source: "website",
      transcript: "About the kitchen.",
      textedBack: true,
      callerIdUnverified: false,
      voicemailUrl: voicemailRoute(leadId, (await rows())[0]?.id ?? ""),
    });
    expect(detail.calls?.[1]).toMatchObject({ callerIdUnverified: true, voicemailUrl: null });
    const list = (await call(t, adminRoutes.inbox, { cookie })).json() as InboxList;
    const row = list.items.find((item) => item.id === leadId);
    expect(row?.lastCall?.label).toBe("Answered, 3 min");
    expect(row?.displayName).toBe("(630) 555-0199");
  });

  it("play a voicemail for the owner alone: 401 signed out, 403 from another site, ranges answered", async () => {
    const { t, play, cookie, rows, voice } = await inbox();
    const run = await play({ voicemailSeconds: 7 });
    const [stored] = await rows();
    const url = voicemailRoute(stored?.lead_id ?? "", stored?.id ?? "");
    const bytes = voice.recordings.get(run.recordingSid ?? "")?.bytes ?? Buffer.alloc(0);
    expect((await call(t, url)).statusCode).toBe(401);
    const foreign = await call(t, url, { cookie, origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    const whole = await call(t, url, { cookie });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("audio/mpeg");
    expect(whole.headers["cache-control"]).toBe("no-store");
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await t.app.inject({ url, headers: { cookie, range: "bytes=0-99" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
    const otherLead = voicemailRoute("not-this-lead", stored?.id ?? "");
    expect((await call(t, otherLead, { cookie })).statusCode).toBe(404);
  });

  it("reads one byte range, and refuses what lies outside", () => {
    expect(byteRange("bytes=0-", 10)).toEqual({ start: 0, end: 9 });
    expect(byteRange("bytes=-4", 10)).toEqual({ start: 6, end: 9 });
    expect(byteRange("bytes=5-400", 10)).toEqual({ start: 5, end: 9 });
    expect(byteRange("bytes=10-", 10)).toBeUndefined();
    expect(byteRange("bytes=0-1,3-4", 10)).toBeUndefined();
    expect(byteRange("items=0-1", 10)).toBeUndefined();
  });

  it("go in a person's copy with their voicemails, and go with the lead on erasure", async () => {
    const { t, play, cookie, rows, voice, db } = await inbox();
    const run = await play({ voicemailSeconds: 9 });
    const [stored] = await rows();
    const leadId = stored?.lead_id ?? "";
    const response = await t.app.inject({
      url: adminRoutes.exportPerson(leadId, [leadId]),
      headers: { cookie, origin: siteOrigin(t), "sec-fetch-site": "same-origin" },
    });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const person = JSON.parse(Buffer.from(files["person.json"] ?? []).toString()) as {
      leads: { calls: { call_sid: string; voicemail_file: string | null }[] }[];
    };
    const [exported] = person.leads[0]?.calls ?? [];
    expect(exported?.call_sid).toBe(stored?.call_sid);
    const audio = files[exported?.voicemail_file ?? ""];
    const bytes = voice.recordings.get(run.recordingSid ?? "")?.bytes ?? Buffer.alloc(0);
    expect(Buffer.from(audio ?? []).equals(bytes)).toBe(true);

    // The owner's alert, by text and by e-mail (issue 54).
    const alerts = await db.selectFrom("outbox").select("channel").orderBy("channel").execute();
    expect(alerts.map((row) => row.channel)).toEqual(["alert_email", "call_alert"]);
    await eraseByKey(t, cookie, "+16305550199");
    expect(await rows()).toHaveLength(0);
    expect(await db.selectFrom("outbox").select("id").execute()).toHaveLength(0);
    expect(await db.selectFrom("text_messages").select("id").execute()).toHaveLength(0);
  });

  it("count per source on the Sources screen: a first call is a lead of its number's source", async () => {
    const { t, play, cookie } = await inbox();
    await play({ to: "+16305550100" });
    await play({ to: "+16305550100" });
    await play({ to: "+16305550111", from: "+16305550177" });
    const report = (
      await call(t, `${adminRoutes.sources}?days=30&touch=first`, { cookie })
    ).json() as SourceReport;
    const bySource = Object.fromEntries(report.rows.map((row) => [row.source, row]));
    expect(bySource.website).toMatchObject({ leads: 1, calls: 2 });
    // A label the list knows reads in its words, as a campaign's utm_source does.
    expect(bySource["Google Business Profile"]).toMatchObject({ leads: 1, calls: 1 });
    expect(report.total).toMatchObject({ leads: 2, calls: 3 });
  });
});
