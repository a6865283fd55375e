import { afterEach, describe, expect, it } from "vitest";
import { adminRoutes, type EntryDetail } from "../../contracts/admin-api";
import { apiRoutes } from "../../contracts/routes";
import { call, eraseByKey, signIn } from "../../tests/support/admin";
import { startChannelStandIns, standInOwnerPhone } from "../../tests/support/channel-stand-ins";
import { plainJpeg } from "../../tests/support/images";
import { eventually, solvedToken, startTestApp, validContact } from "../../tests/support/server";
import { inboundFields, messageSid, signedPost } from "../../tests/support/twilio-webhooks";
import { twilioSignature } from "../channels/twilio-signature";
import { createTransport, mailAddresses } from "../mail/create";
import { channelWorkers } from "../outbox/channel-workers";
import { optOutKeywords } from "../texts/keywords";

/*
 * Issue 36 end to end: Twilio's signed webhooks into the app, the outbox's workers out to
 * the Twilio stand-in, and the inbox's API between them.
 */

const silent = { info() {}, warn() {}, error() {} };
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const homeowner = "+16305550199";

async function texting({ workers = true } = {}) {
  const standIns = await startChannelStandIns();
  closers.push(standIns.close);
  const channels = ["sms", "ack_sms"] as const;
  const t = await startTestApp(standIns.env, { channels });
  closers.push(t.close);
  const running = channelWorkers({
    config: t.config,
    db: t.store.db,
    transport: createTransport(t.config),
    addresses: mailAddresses(t.config),
    channels,
    instanceId: "test",
    log: silent,
    timings: { pollIntervalMs: 50, baseDelayMs: 50, confirmDelayMs: 50 },
  });
  if (workers) {
    running.start();
    closers.push(() => running.stop());
  }
  const signer = { origin: t.config.PUBLIC_URL ?? "", authToken: standIns.twilio.authToken };
  const inbound = (fields: Record<string, string>, sig?: { signature?: string | null }) =>
    signedPost(t.app, signer, apiRoutes.smsIncoming, inboundFields(fields), sig);
  const count = async (table: "text_messages" | "leads" | "text_opt_outs") =>
    Number(
      (
        await t.store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const quoteRequest = async (fields: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: "POST",
      url: apiRoutes.quoteRequest,
      payload: { ...validContact, ...fields, captchaToken: await solvedToken(t.app) },
    });
    expect(response.statusCode).toBe(200);
    running.wake();
    return (response.json() as { id: string }).id;
  };
  const detail = async (cookie: string, id: string) =>
    (await call(t, adminRoutes.entry(id), { cookie })).json() as EntryDetail;
  return { t, standIns, signer, inbound, count, quoteRequest, detail, workers: running };
}

describe("POST /api/sms/incoming", () => {
  it("answers 403 and stores nothing when the signature is missing, forged or the post tampered", async () => {
    const { t, signer, inbound, count } = await texting({ workers: false });
    expect((await inbound({ Body: "hi" }, { signature: null })).statusCode).toBe(403);
    expect(
      (await inbound({ Body: "hi" }, { signature: "bm90IGEgc2lnbmF0dXJlIQ==" })).statusCode,
    ).toBe(403);
    const fields = inboundFields({ Body: "Can you come Saturday?" });
    expect((await signedPost(t.app, signer, apiRoutes.smsIncoming, fields)).statusCode).toBe(200);
    const url = `${signer.origin}${apiRoutes.smsIncoming}`;
    const signature = twilioSignature(signer.authToken, url, Object.entries(fields));
    const tampered = { ...fields, Body: "Send me your bank details" };
    const forged = await signedPost(t.app, signer, apiRoutes.smsIncoming, tampered, { signature });
    expect(forged.statusCode).toBe(403);
    const otherKey = { ...signer, authToken: "not-the-token" };
    expect((await signedPost(t.app, otherKey, apiRoutes.smsIncoming, tampered)).statusCode).toBe(
      403,
    );
    // A signed request came through above; only it was stored.
    expect(await count("text_messages")).toBe(1);
  });

  it("an attacker who moves the '=' and '&' of a signed text's body to replay it as new is refused, and nothing is stored", async () => {
    const { t, signer, count } = await texting({ workers: false });
    const fields = inboundFields({ Body: "Can you come Saturday?" });
    const url = `${signer.origin}${apiRoutes.smsIncoming}`;
    const signature = twilioSignature(signer.authToken, url, Object.entries(fields));
    expect((await signedPost(t.app, signer, apiRoutes.smsIncoming, fields)).statusCode).toBe(200);
    // Twilio signs names and values with nothing between them: MessageSid=SM…&NumMedia=0
    // signs as MessageSid=SM…NumMedia0 does, a new MessageSid to the store.
    const { NumMedia, ...rest } = fields;
    const moved = { ...rest, MessageSid: `${fields.MessageSid}NumMedia${NumMedia}` };
    const replay = await signedPost(t.app, signer, apiRoutes.smsIncoming, moved, { signature });
    expect(replay.statusCode).toBe(403);
    // The same trick on the status callback's SID.
    const status = { AccountSid: fields.AccountSid ?? "", MessageSid: messageSid() };
    const statusSignature = twilioSignature(
      signer.authToken,
      `${signer.origin}${apiRoutes.smsStatus}`,
      [...Object.entries(status), ["MessageStatus", "delivered"]],
    );
    const movedStatus = { ...status, MessageSid: `${status.MessageSid}MessageStatusdelivered` };
    expect(
      (
        await signedPost(t.app, signer, apiRoutes.smsStatus, movedStatus, {
          signature: statusSignature,
        })
      ).statusCode,
    ).toBe(403);
    expect(await count("text_messages")).toBe(1);
    expect(await count("leads")).toBe(1);
  });

  it("a text signed for another account is refused", async () => {
    const { t, signer, inbound, count } = await texting({ workers: false });
    const other = await inbound({ AccountSid: `AC${"1".repeat(32)}`, Body: "Hello" });
    expect(other.statusCode).toBe(403);
    const { AccountSid, ...none } = inboundFields({ Body: "Hello" });
    expect(AccountSid).toBeDefined();
    expect((await signedPost(t.app, signer, apiRoutes.smsIncoming, none)).statusCode).toBe(403);
    expect(await count("text_messages")).toBe(0);
  });

  it("a signed post with a SID not in Twilio's form, or a field named twice, is refused", async () => {
    const { t, signer, inbound, count } = await texting({ workers: false });
    for (const sid of ["SM123", `SM${"a".repeat(31)}g`, `${"a".repeat(34)}`]) {
      expect((await inbound({ MessageSid: sid, Body: "Hello" })).statusCode).toBe(403);
    }
    expect((await inbound({ SmsSid: "SM1", Body: "Hello" })).statusCode).toBe(403);
    expect((await inbound({ CallSid: "CA1", Body: "Hello" })).statusCode).toBe(403);
    // A repeated name: the signature covers both values, the store would read one.
    const form = new URLSearchParams(inboundFields({ Body: "Hello" }));
    form.append("Body", "Send me your bank details");
    const url = `${signer.origin}${apiRoutes.smsIncoming}`;
    const twice = await t.app.inject({
      method: "POST",
      url: apiRoutes.smsIncoming,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioSignature(signer.authToken, url, [...form]),
      },
      payload: form.toString(),
    });
    expect(twice.statusCode).toBe(403);
    expect(await count("text_messages")).toBe(0);
  });

  it("an attacker's text with ESC sequences and a bidi override is stored with them replaced, and never refused", async () => {
    const { t, inbound } = await texting({ workers: false });
    const family = "\u{1F469}\u200D\u{1F469}\u200D\u{1F467} \u2764\uFE0F";
    const body = `Hi \u001b[2J\u001b]0;owned\u0007 \u202Eevil\u202C\n\tnext\r\nend\r ${family}\u0000`;
    const answer = await inbound({ From: "+17735550111", Body: body });
    expect(answer.statusCode).toBe(200);
    const stored =
      "Hi \uFFFD[2J\uFFFD]0;owned\uFFFD \uFFFDevil\uFFFD\n\tnext\r\nend\uFFFD " + family + "\uFFFD";
    const text = await t.store.db.selectFrom("text_messages").select("body").executeTakeFirst();
    expect(text?.body).toBe(stored);
    const lead = await t.store.db.selectFrom("leads").select("message").executeTakeFirst();
    expect(lead?.message).toBe(stored);
  });

  it("stores a retried MessageSid once and answers it the same", async () => {
    const { inbound, count } = await texting({ workers: false });
    const fields = { MessageSid: `SM${"a".repeat(32)}`, Body: "Hello" };
    const first = await inbound(fields);
    const again = await inbound(fields);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^text\/xml/);
    expect(again.body).toBe(first.body);
    expect(await count("text_messages")).toBe(1);
    expect(await count("leads")).toBe(1);
  });

  it("joins the latest lead with the phone; an unknown phone makes an entry of its own", async () => {
    const { t, inbound, quoteRequest, detail } = await texting({ workers: false });
    const id = await quoteRequest({ phone: "(630) 555-0199" });
    await inbound({ From: homeowner, Body: "Can you come Saturday?" });
    await inbound({ From: "+17735550111", Body: "Do you do decks?" });
    const cookie = await signIn(t);
    const thread = (await detail(cookie, id)).texting.texts;
    expect(thread.map((x) => [x.direction, x.body, x.state])).toEqual([
      ["in", "Can you come Saturday?", "received"],
    ]);
    const stranger = await t.store.db
      .selectFrom("leads")
      .selectAll()
      .where("phone", "=", "+17735550111")
      .executeTakeFirstOrThrow();
    expect(stranger).toMatchObject({
      name: "+17735550111",
      service: "",
      message: "Do you do decks?",
      sms_consent: "No",
      origin: "text",
      status: "new",
    });
    const list = (await call(t, adminRoutes.inbox, { cookie })).json() as {
      items: { id: string; unreadTexts: number }[];
    };
    expect(list.items.find((i) => i.id === id)?.unreadTexts).toBe(1);
    expect((await call(t, adminRoutes.textsRead(id), { method: "POST", cookie })).statusCode).toBe(
      204,
    );
    expect((await detail(cookie, id)).unreadTexts).toBe(0);
  });

  it("texts the owner 'Reply from <name>' with the thread's link, links defanged", async () => {
    const { standIns, inbound, quoteRequest } = await texting();
    const id = await quoteRequest({ name: "Maria Lopez", phone: homeowner });
    const long = `Saturday works. See evil.example/x for the photos ${"and more ".repeat(20)}`;
    await inbound({ From: homeowner, Body: long });
    const alert = () =>
      standIns.twilio.messages.find(
        (m) => m.to === standInOwnerPhone && m.body.startsWith("Reply from"),
      );
    await eventually(() => alert() !== undefined, 15_000);
    const body = alert()?.body ?? "";
    const [head, link] = body.split("\n");
    expect(head).toMatch(/^Reply from Maria Lopez: Saturday works\. See \[link\] for the photos/);
    expect(head?.endsWith("...")).toBe(true);
    expect(head?.length).toBeLessThanOrEqual("Reply from Maria Lopez: ".length + 100);
    expect(link).toBe(`https://example-contractor.com/admin/leads/${id}`);
    expect(alert()?.statusCallback).toBe("https://example-contractor.com/api/sms/status");
  }, 30_000);

  it("stores a picture message's pictures from Twilio only, re-encoded, and serves them to the owner", async () => {
    const { t, standIns, inbound, quoteRequest, detail } = await texting({ workers: false });
    const id = await quoteRequest({ phone: homeowner });
    const url = standIns.twilio.addMedia(await plainJpeg(320, 240), "image/jpeg");
    await inbound({
      From: homeowner,
      Body: "",
      NumMedia: "1",
      MediaUrl0: url,
      MediaContentType0: "image/jpeg",
    });
    const cookie = await signIn(t);
    const [text] = (await detail(cookie, id)).texting.texts;
    expect(text?.media).toHaveLength(1);
    const picture = await call(t, text?.media[0]?.url ?? "", { cookie });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/jpeg");
    expect(picture.headers["cache-control"]).toContain("no-store");
    // A media URL elsewhere than Twilio's API is never fetched: the text is stored without it.
    const elsewhere = `http://localhost:1/2010-04-01/Accounts/x/Messages/MM1/Media/ME1`;
    await inbound({ From: homeowner, Body: "look", NumMedia: "1", MediaUrl0: elsewhere });
    const [, second] = (await detail(cookie, id)).texting.texts;
    expect(second).toMatchObject({ body: "look", media: [] });
  });
});

describe("replies from the inbox", () => {
  it("reach the stand-in with the right To, From and Body, and turn delivered from the callback", async () => {
    const { t, standIns, signer, quoteRequest, detail } = await texting();
    standIns.twilio.finalStatusFor(homeowner, "sent");
    const id = await quoteRequest({ phone: homeowner, smsConsent: "No" });
    const cookie = await signIn(t);
    const sent = await call(t, adminRoutes.texts(id), {
      method: "POST",
      cookie,
      body: { body: "  Saturday at 9 works. - Ironwood  " },
    });
    expect(sent.statusCode).toBe(202);
    expect((sent.json() as { text: { state: string } }).text.state).toBe("queued");
    const reply = () => standIns.twilio.messages.find((m) => m.to === homeowner);
    await eventually(() => reply() !== undefined, 15_000);
    expect(reply()).toMatchObject({
      to: homeowner,
      from: "+16305550100",
      body: "Saturday at 9 works. - Ironwood",
      statusCallback: "https://example-contractor.com/api/sms/status",
    });
    const sid = reply()?.sid ?? "";
    await eventually(async () => (await detail(cookie, id)).texting.texts[0]?.state === "queued");
    const callback = await signedPost(t.app, signer, apiRoutes.smsStatus, {
      AccountSid: standIns.twilio.accountSid,
      MessageSid: sid,
      MessageStatus: "delivered",
    });
    expect(callback.statusCode).toBe(204);
    const entry = await detail(cookie, id);
    expect(entry.texting.texts.map((x) => [x.kind, x.state])).toEqual([["reply", "delivered"]]);
    // A reply is first contact on the response clock.
    expect(entry.minutesToContact).not.toBeNull();
    const unsigned = await signedPost(
      t.app,
      signer,
      apiRoutes.smsStatus,
      { MessageSid: sid, MessageStatus: "failed" },
      { signature: null },
    );
    expect(unsigned.statusCode).toBe(403);
  }, 30_000);
});

describe("consent", () => {
  it.each(optOutKeywords.map((k) => [k]))(
    "%s blocks every text to the phone: a consented thank-you, a reply (409)",
    async (keyword) => {
      const { t, standIns, inbound, quoteRequest, detail, count } = await texting();
      const first = await quoteRequest({ phone: homeowner, smsConsent: "No" });
      const answer = await inbound({ From: homeowner, Body: ` ${keyword.toLowerCase()}. ` });
      expect(answer.body).not.toContain("<Message>");
      expect(await count("text_opt_outs")).toBe(1);
      // A new lead from the same phone ticks the box: its thank-you is not sent.
      const second = await quoteRequest({ phone: homeowner, smsConsent: "Yes" });
      const cookie = await signIn(t);
      await eventually(
        async () => (await detail(cookie, second)).texting.texts[0]?.state === "opted_out",
        15_000,
      );
      const refused = await call(t, adminRoutes.texts(first), {
        method: "POST",
        cookie,
        body: { body: "Are you still there?" },
      });
      expect(refused.statusCode).toBe(409);
      expect((await detail(cookie, first)).texting.optedOut).toBe(true);
      expect(standIns.twilio.messages.filter((m) => m.to === homeowner)).toEqual([]);
    },
    30_000,
  );

  it("START opts back in, HELP is answered once, and a stop in other words is flagged", async () => {
    const { t, inbound, quoteRequest, detail, count } = await texting({ workers: false });
    const id = await quoteRequest({ phone: homeowner, smsConsent: "No" });
    await inbound({ From: homeowner, Body: "STOP" });
    expect(await count("text_opt_outs")).toBe(1);
    await inbound({ From: homeowner, Body: "Start" });
    expect(await count("text_opt_outs")).toBe(0);

    const help = { From: homeowner, Body: "help", MessageSid: `SM${"b".repeat(32)}` };
    const first = await inbound(help);
    expect(first.body).toContain("<Message>Ironwood Remodeling &amp; Construction");
    expect((await inbound(help)).body).toBe(first.body);

    await inbound({ From: homeowner, Body: "please stop texting me" });
    const cookie = await signIn(t);
    const thread = (await detail(cookie, id)).texting;
    expect(thread.texts.filter((x) => x.kind === "notice")).toHaveLength(1);
    expect(thread.texts.at(-1)?.stopRequest).toBe(true);
    expect(thread.stopRequest?.honorBy).toBeDefined();
    expect(thread.optedOut).toBe(false);
    // Nothing happens automatically; the owner records it.
    expect((await call(t, adminRoutes.textOptOut(id), { method: "POST", cookie })).statusCode).toBe(
      204,
    );
    expect((await detail(cookie, id)).texting).toMatchObject({ optedOut: true, stopRequest: null });
  });

  it("erasure removes the thread and its pictures; the opt-out stays, as a hash", async () => {
    const { t, standIns, inbound, quoteRequest, count } = await texting({ workers: false });
    await quoteRequest({ phone: homeowner });
    const url = standIns.twilio.addMedia(await plainJpeg(320, 240), "image/jpeg");
    await inbound({ From: homeowner, Body: "Here", NumMedia: "1", MediaUrl0: url });
    await inbound({ From: homeowner, Body: "STOP" });
    const cookie = await signIn(t);
    const erased = await eraseByKey(t, cookie, homeowner);
    expect(erased.statusCode).toBe(200);
    expect(await count("text_messages")).toBe(0);
    expect(await t.store.db.selectFrom("text_media").select("message_id").execute()).toEqual([]);
    expect(await count("text_opt_outs")).toBe(1);
    // A new lead from the same phone, consenting, still gets no text.
    await quoteRequest({ phone: homeowner, smsConsent: "Yes" });
    expect(
      (
        await call(t, adminRoutes.texts((await quoteRequest({ phone: homeowner })) ?? ""), {
          method: "POST",
          cookie,
          body: { body: "Hello?" },
        })
      ).statusCode,
    ).toBe(409);
  });

  it("records Twilio's OptOutType with the opt-out", async () => {
    const { t, inbound } = await texting({ workers: false });
    await inbound({ From: homeowner, Body: "Stop", OptOutType: "STOP" });
    const row = await t.store.db.selectFrom("text_opt_outs").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: "keyword", keyword: "STOP", twilio_opt_out_type: "STOP" });
    expect(JSON.stringify(row)).not.toContain("5550199");
  });
});
