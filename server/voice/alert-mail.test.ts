import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { apiRoutes, routes } from "../../contracts/routes";
import { eventually, solvedToken, validContact } from "../../tests/support/server";
import { startVoiceApp, voiceOrigin } from "../../tests/support/voice-app";
import { mailDir } from "../mail/create";

/*
 * Issue 54: the owner's alert of a missed call goes by e-mail too, through the outbox, with
 * the same words as the text and the link to the entry.
 */

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describe("a missed call's alert by e-mail", () => {
  it("names the lead, the voicemail's length and the text-back, with the entry's link", async () => {
    const app = await startVoiceApp({}, { workers: true });
    closers.push(app.close);
    const { t, play } = app;
    const answer = await t.app.inject({
      method: "POST",
      url: apiRoutes.quoteRequest,
      payload: {
        ...validContact,
        name: "Dana",
        phone: "(630) 555-0199",
        captchaToken: await solvedToken(t.app),
      },
    });
    const leadId = (answer.json() as { id: string }).id;
    await play({ voicemailSeconds: 42 });
    const dir = mailDir(t.config);
    const alerts = () =>
      (existsSync(dir) ? readdirSync(dir) : [])
        .filter((name) => name.endsWith(".owner_alert.eml"))
        .map((name) =>
          readFileSync(join(dir, name), "utf8")
            .replace(/=\r\n/g, "")
            .replace(/\r\n[ \t]/g, " "),
        );
    await eventually(() => alerts().length === 1);
    const [mail = ""] = alerts();
    expect(mail).toMatch(
      /^Subject: Missed call from \(630\) 555-0199 \(Dana, quote of \w{3} \d{1,2}\), voicemail 0:42, texted back\r$/mu,
    );
    expect(mail).toContain(`${voiceOrigin}${routes.adminLead(leadId)}`);
    expect(mail).toMatch(/^To: .*@/mu);
  });
});
