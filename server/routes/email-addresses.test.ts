import { afterEach, describe, expect, it } from "vitest";
import { messages } from "../../contracts/quote-schema";
import { postWithPhotos } from "../../tests/support/multipart";
import {
  mailHeaders,
  type SmtpStub,
  startSmtpServer,
  startTestApp,
  type TestApp,
  validContact,
} from "../../tests/support/server";
import { createTransport, mailAddresses } from "../mail/create";
import { channelSenders } from "../channels/configured-senders";
import { OutboxWorker } from "../outbox/loop";

/*
 * Issue 32, item 2, from outside: what an attacker types into the e-mail field of a quote
 * request, and what the mail server then receives.
 */

const quiet = { info() {}, warn() {}, error() {} };
let open: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of open.reverse()) await close();
  open = [];
});

async function start(): Promise<{ t: TestApp; smtp: SmtpStub }> {
  const smtp = await startSmtpServer();
  open.push(() => smtp.close());
  const t = await startTestApp(
    {
      CAPTCHA_PROVIDER: "off",
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_INSECURE: "true",
    },
    { channels: ["email", "ack_email"] },
  );
  open.push(() => t.close());
  return { t, smtp };
}

function post(t: TestApp, body: object) {
  return t.app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
}

async function stored(t: TestApp) {
  const leads = await t.store.db.selectFrom("leads").select("email").execute();
  const outbox = await t.store.db.selectFrom("outbox").select("id").execute();
  return { leads: leads.length, outbox: outbox.length };
}

/** The thank-you worker of this instance, through the SMTP stand-in, once. */
async function sendThanks(t: TestApp) {
  const transport = createTransport(t.config);
  open.push(() => transport.close());
  const settings = {
    db: t.store.db,
    transport,
    addresses: mailAddresses(t.config),
    origin: "https://example-contractor.com",
    log: quiet,
  };
  const worker = new OutboxWorker({
    db: t.store.db,
    channel: "ack_email",
    sender: channelSenders(settings, ["ack_email"]).get("ack_email"),
    log: quiet,
  });
  await worker.runOnce();
}

const hostile = [
  "x<victim@example.org>",
  "<victim@example.org>",
  "attacker@example.net?bcc=victim%40example.org",
  "victim@example.org&subject=Invoice&body=Pay",
  "victim%40example.org@example.net",
  "x;victim@example.org",
  "x,victim@example.org",
  '"victim"@example.org',
];

describe("an attacker's e-mail address at the API", () => {
  it.each(hostile)("an attacker's %j is refused with 400 and nothing is stored", async (email) => {
    const { t } = await start();
    const response = await post(t, { ...validContact, email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: expect.any(String),
      fieldErrors: { email: messages.emailInvalid },
    });
    expect(await stored(t)).toEqual({ leads: 0, outbox: 0 });
  });

  it("an attacker's x<victim@example.org> sent as a form with photos is refused the same way", async () => {
    const { t } = await start();
    const fields = { ...validContact, email: "x<victim@example.org>" };
    const response = await postWithPhotos(t, fields, []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      fieldErrors: { email: messages.emailInvalid },
    });
    expect(await stored(t)).toEqual({ leads: 0, outbox: 0 });
  });

  it("a visitor's address is stored trimmed, with its domain in lowercase", async () => {
    const { t } = await start();
    const response = await post(t, { ...validContact, email: "  Maria.Lopez@EXAMPLE.com " });
    expect(response.statusCode).toBe(200);
    const lead = await t.store.db.selectFrom("leads").select("email").executeTakeFirstOrThrow();
    expect(lead.email).toBe("Maria.Lopez@example.com");
  });

  it("an attacker who spells the victim's address three ways gets the victim one thank-you, to the bare address", async () => {
    const { t, smtp } = await start();
    expect((await post(t, { ...validContact, email: "victim@example.org" })).statusCode).toBe(200);
    expect((await post(t, { ...validContact, email: "Victim@EXAMPLE.org" })).statusCode).toBe(200);
    expect((await post(t, { ...validContact, email: "x<victim@example.org>" })).statusCode).toBe(
      400,
    );
    await sendThanks(t);
    expect(smtp.mails).toHaveLength(1);
    const [thanks] = smtp.mails;
    expect(thanks!.to).toEqual(["victim@example.org"]);
    expect(mailHeaders(thanks!.raw).get("to")).toEqual(["victim@example.org"]);
  });

  it("an attacker who adds +tags to a victim's address gets the victim one thank-you", async () => {
    const { t, smtp } = await start();
    for (const email of ["victim@example.org", "victim+a@example.org", "Victim+b@example.org"]) {
      expect((await post(t, { ...validContact, email })).statusCode).toBe(200);
    }
    await sendThanks(t);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(["victim@example.org"]);
  });
});

describe("a row stored before the fix", () => {
  it("an attacker's x<victim@example.org> already stored gets the victim no thank-you", async () => {
    const { t, smtp } = await start();
    expect((await post(t, validContact)).statusCode).toBe(200);
    await t.store.db.updateTable("leads").set({ email: "x<victim@example.org>" }).execute();
    await sendThanks(t);
    expect(smtp.mails).toEqual([]);
    const row = await t.store.db
      .selectFrom("outbox")
      .select("status")
      .where("channel", "=", "ack_email")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("skipped");
  });
});
