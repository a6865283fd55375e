import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { apiAnswers } from "../../content/api-answers";
import { textingCopy } from "../../content/texting";
import { apiRoutes } from "../../contracts/routes";
import { isValidTwilioSignature, twilioPostProblem } from "../channels/twilio-signature";
import { toE164 } from "../db/phone";
import type { Database } from "../db/schema";
import { escapeHtml } from "../html";
import { textIntent, type TextIntent } from "../texts/keywords";
import { fetchMedia, type MediaAccount, mediaUrls } from "../texts/media";
import { clearOptOut, recordOptOut } from "../texts/opt-outs";
import { messageBySid, storeInbound, storeOutbound } from "../texts/thread";
import { settleFromCallback } from "../texts/status";

export type SmsWebhookOptions = {
  db: Kysely<Database>;
  /** PUBLIC_URL: the URL Twilio signs is this origin and the path it called. */
  origin: string;
  /** The account; without one no request can be verified, so every post answers 403. */
  account?: MediaAccount;
  /** Texts to the owner are configured: an inbound text queues their alert. */
  alertOwner: boolean;
  /** Wakes the outbox's workers after a row was queued. */
  onQueued: () => void;
  now: () => Date;
};

const formType = "application/x-www-form-urlencoded";
const errors = apiAnswers.twilioWebhook;

/**
 * Twilio's two webhooks (decision 210): a homeowner's text, and the fate of each text we
 * sent. They are the only routes that read a form-encoded body (the parser is registered
 * in this plugin alone) and that carry no Origin: the signature is their proof instead.
 */
export async function smsWebhookRoutes(app: FastifyInstance, options: SmsWebhookOptions) {
  app.addContentTypeParser(formType, { parseAs: "string" }, (_request, body, done) => {
    done(null, new URLSearchParams(String(body)));
  });

  /**
   * The params when Twilio signed them for our account, else undefined after answering 403.
   * A valid signature alone is not enough: see twilioPostProblem.
   */
  function verified(request: FastifyRequest, reply: FastifyReply): URLSearchParams | undefined {
    const params = request.body instanceof URLSearchParams ? request.body : undefined;
    const signature = request.headers["x-twilio-signature"];
    const account = options.account;
    const signed =
      account !== undefined &&
      params !== undefined &&
      isValidTwilioSignature(
        account.authToken,
        `${options.origin}${request.url}`,
        [...params],
        typeof signature === "string" ? signature : undefined,
      );
    const problem = signed
      ? twilioPostProblem([...params], account.accountSid)
      : "no valid signature";
    if (signed && !problem) return params;
    request.log.warn({ path: request.url, problem }, "a Twilio webhook refused");
    void reply.code(403).send({ error: errors.badSignature });
    return undefined;
  }

  app.post(apiRoutes.smsIncoming, async (request, reply) => {
    const params = verified(request, reply);
    if (!params || !options.account) return reply;
    const sid = params.get("MessageSid") ?? params.get("SmsSid") ?? "";
    const from = toE164(params.get("From") ?? "");
    if (!sid || !from) return reply.code(400).send({ error: errors.missingFields });
    const body = params.get("Body") ?? "";
    const intent = textIntent(body);
    const now = options.now();
    // A retry of a text already stored answers as the first time, and stores nothing.
    if (await messageBySid(options.db, sid)) return twiml(reply, intent);
    await applyConsent(options.db, from, intent, params.get("OptOutType"), now);
    const media = await fetchMedia(options.account, mediaUrls(params), request.log);
    const stored = await storeInbound(options.db, {
      sid,
      from,
      body,
      stopRequest: intent.kind === "stop_request",
      media,
      alert: options.alertOwner,
      now,
    });
    if (stored.stored && intent.kind === "help") {
      await storeOutbound(options.db, {
        leadId: stored.leadId,
        kind: "notice",
        body: textingCopy.help,
        state: "sent",
        outboxId: null,
        now,
      });
    }
    if (stored.stored && options.alertOwner) options.onQueued();
    return twiml(reply, intent);
  });

  app.post(apiRoutes.smsStatus, async (request, reply) => {
    const params = verified(request, reply);
    if (!params) return reply;
    const sid = params.get("MessageSid") ?? params.get("SmsSid") ?? "";
    const status = params.get("MessageStatus") ?? params.get("SmsStatus") ?? "";
    const code = Number.parseInt(params.get("ErrorCode") ?? "", 10);
    if (sid && status) {
      const woke = await settleFromCallback(options.db, {
        sid,
        status,
        errorCode: Number.isFinite(code) ? code : null,
        now: options.now(),
      });
      if (woke) options.onQueued();
    }
    return reply.code(204).send();
  });
}

/**
 * STOP and its kin record an opt-out at once; START, UNSTOP and YES delete it. Twilio's
 * own handling sends OptOutType (STOP, START, HELP) when it acted: kept with the record.
 */
async function applyConsent(
  db: Kysely<Database>,
  phone: string,
  intent: TextIntent,
  optOutType: string | null,
  now: Date,
) {
  const type = optOutType?.toUpperCase() || null;
  if (intent.kind === "opt_out") {
    await recordOptOut(
      db,
      phone,
      { source: "keyword", keyword: intent.keyword, twilio_opt_out_type: type },
      now,
    );
  } else if (type === "STOP") {
    await recordOptOut(
      db,
      phone,
      { source: "twilio", keyword: null, twilio_opt_out_type: type },
      now,
    );
  } else if (intent.kind === "opt_in" || type === "START") {
    await clearOptOut(db, phone);
  }
}

/** TwiML: one message for HELP, else nothing (Twilio's long-code handling answers STOP). */
function twiml(reply: FastifyReply, intent: TextIntent) {
  const body =
    intent.kind === "help"
      ? `<Response><Message>${escapeHtml(textingCopy.help)}</Message></Response>`
      : "<Response/>";
  return reply
    .code(200)
    .type("text/xml; charset=utf-8")
    .send(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
}
