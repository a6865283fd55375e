import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { apiAnswers } from "../../content/api-answers";
import { callsCopy } from "../../content/calls";
import { isValidTwilioSignature, twilioPostProblem } from "../channels/twilio-signature";
import type { TwilioAccount } from "../channels/twilio";
import type { Database } from "../db/schema";
import { finishMissedCall, type FinishSettings } from "./finish";
import { deleteRecording, fetchRecording } from "./recording";
import {
  callBySid,
  endCall,
  firstContactByCall,
  markScreened,
  setOutcome,
  setVoicemailLength,
  storeIncoming,
  storeTranscript,
  storeVoicemail,
} from "./store";
import { dialTwiml, hangup, response, screenTwiml, voicemailTwiml, voicePaths } from "./twiml";

export type VoiceOptions = {
  db: Kysely<Database>;
  /** PUBLIC_URL: the URL Twilio signs is this origin and the path it called. */
  origin: string;
  account: TwilioAccount;
  /** The phones rung at once: CALLS_FORWARD_TO, else OWNER_SMS_TO. */
  forwardTo: readonly string[];
  /** CALL_NUMBERS: each number's source label. */
  numbers: Readonly<Record<string, string>>;
  transcripts: boolean;
  finish: FinishSettings;
  /** Wakes the outbox's workers after the owner's alert was queued. */
  onQueued: () => void;
  now: () => Date;
};

const formType = "application/x-www-form-urlencoded";
const errors = apiAnswers.twilioWebhook;
const sidPattern = /^CA[0-9a-fA-F]{32}$/;
/** A call's end, as Twilio's status callback names it. */
const finalStatuses = new Set(["completed", "busy", "no-answer", "failed", "canceled"]);

/**
 * Twilio's voice webhooks (issue 54), signed and checked as the SMS webhooks are: 403 and
 * nothing stored without a valid X-Twilio-Signature for this account. Registered only with
 * CALLS=on and Twilio configured.
 */
export async function voiceRoutes(app: FastifyInstance, options: VoiceOptions) {
  const { db, origin } = options;
  app.addContentTypeParser(formType, { parseAs: "string" }, (_request, body, done) => {
    done(null, new URLSearchParams(String(body)));
  });

  function verified(request: FastifyRequest, reply: FastifyReply): URLSearchParams | undefined {
    const params = request.body instanceof URLSearchParams ? request.body : undefined;
    const signature = request.headers["x-twilio-signature"];
    const { account } = options;
    const signed =
      params !== undefined &&
      isValidTwilioSignature(
        account.authToken,
        `${origin}${request.url}`,
        [...params],
        typeof signature === "string" ? signature : undefined,
      );
    const problem = signed
      ? twilioPostProblem([...params], account.accountSid)
      : "no valid signature";
    if (signed && !problem) return params;
    request.log.warn({ path: request.url, problem }, "a Twilio voice webhook refused");
    void reply.code(403).send({ error: errors.badSignature });
    return undefined;
  }

  const twiml = (reply: FastifyReply, body: string) =>
    reply.code(200).type("text/xml; charset=utf-8").send(body);
  const sourceOf = (called: string) => options.numbers[called];

  app.post(voicePaths.incoming, async (request, reply) => {
    const params = verified(request, reply);
    if (!params) return reply;
    const sid = params.get("CallSid") ?? "";
    if (!sid) return reply.code(400).send({ error: callsCopy.missingCallSid });
    const called = params.get("To") ?? "";
    const { call } = await storeIncoming(db, {
      sid,
      caller: params.get("From") ?? "",
      called,
      source: sourceOf(called),
      stirVerstat: params.get("StirVerstat") ?? undefined,
      now: options.now(),
    });
    const phones = options.forwardTo.filter((phone) => phone !== call.caller);
    if (phones.length === 0) return twiml(reply, voicemailTwiml(origin, options.transcripts));
    const screenUrl = `${origin}${voicePaths.screen}?${new URLSearchParams({ parent: sid })}`;
    return twiml(reply, dialTwiml({ origin, callerId: called, phones, screenUrl }));
  });

  // The owner's leg, once their phone picked up: the line, and the key that takes the call.
  app.post(voicePaths.screen, async (request, reply) => {
    const params = verified(request, reply);
    if (!params) return reply;
    const parent = parentOf(request);
    const call = parent ? await callBySid(db, parent) : undefined;
    if (!call) return twiml(reply, hangup());
    const keyUrl = `${origin}${voicePaths.screenKey}?${new URLSearchParams({ parent: call.call_sid })}`;
    return twiml(reply, screenTwiml(keyUrl, call.source ?? callsCopy.defaultSource));
  });

  app.post(voicePaths.screenKey, async (request, reply) => {
    const params = verified(request, reply);
    if (!params) return reply;
    const parent = parentOf(request);
    if (!parent || params.get("Digits") !== "1") return twiml(reply, hangup());
    await markScreened(db, parent, options.now());
    // An empty answer ends the leg's TwiML: Twilio connects the caller.
    return twiml(reply, response());
  });

  // The dial ended: taken only when an owner's phone pressed the key, else voicemail.
  app.post(voicePaths.dialDone, async (request, reply) => {
    const params = verified(request, reply);
    if (!params) return reply;
    const sid = params.get("CallSid") ?? "";
    const call = await callBySid(db, sid);
    if (!call) return twiml(reply, hangup());
    const now = options.now();
    const dialed = params.get("DialCallStatus") ?? "";
    if (dialed === "completed" && call.screened_at) {
      const seconds = Number.parseInt(params.get("DialCallDuration") ?? "", 10);
      await setOutcome(db, sid, "answered", Number.isFinite(seconds) ? seconds : null, now);
      await firstContactByCall(db, call.lead_id, now);
      return twiml(reply, hangup());
    }
    if (call.outcome === "ringing") await setOutcome(db, sid, "missed", null, now);
    return twiml(reply, voicemailTwiml(origin, options.transcripts));
  });

  // <Record>'s action: the message's length, before the call ends.
  app.post(voicePaths.recorded, async (request, reply) => {
    const params = verified(request, reply);
    if (!params) return reply;
    const sid = params.get("CallSid") ?? "";
    const recording = params.get("RecordingSid") ?? "";
    const seconds = Number.parseInt(params.get("RecordingDuration") ?? "0", 10) || 0;
    if (sid && recording) await setVoicemailLength(db, sid, recording, seconds, options.now());
    return twiml(reply, hangup());
  });

  // The recording is ready: fetched, kept with the lead, deleted at Twilio.
  app.post(voicePaths.recording, async (request, reply) => {
    const params = verified(request, reply);
    if (!params) return reply;
    const sid = params.get("CallSid") ?? "";
    const recording = params.get("RecordingSid") ?? "";
    const call = await callBySid(db, sid);
    if (!call || !recording || params.get("RecordingStatus") !== "completed") {
      return reply.code(204).send();
    }
    const now = options.now();
    if (!call.recording_sid) {
      const seconds = Number.parseInt(params.get("RecordingDuration") ?? "0", 10) || 0;
      await setVoicemailLength(db, sid, recording, seconds, now);
    }
    if (call.voicemail === null) {
      try {
        await storeVoicemail(db, recording, await fetchRecording(options.account, recording), now);
      } catch (error) {
        // Another instance, handed the same callback, stored it and deleted it at Twilio.
        if ((await callBySid(db, sid))?.voicemail) return reply.code(204).send();
        // Else 500: Twilio's retry fetches it again.
        throw error;
      }
    }
    await deleteRecording(options.account, recording);
    return reply.code(204).send();
  });

  app.post(voicePaths.transcript, async (request, reply) => {
    const params = verified(request, reply);
    if (!params) return reply;
    const recording = params.get("RecordingSid") ?? "";
    const text = params.get("TranscriptionText") ?? "";
    if (recording && params.get("TranscriptionStatus") === "completed" && text) {
      await storeTranscript(db, recording, text, options.now());
    }
    return reply.code(204).send();
  });

  // The number's status callback: the call's end, and then the text-back and the alert.
  app.post(voicePaths.status, async (request, reply) => {
    const params = verified(request, reply);
    if (!params) return reply;
    const sid = params.get("CallSid") ?? "";
    if (!sid || !finalStatuses.has(params.get("CallStatus") ?? "")) {
      return reply.code(204).send();
    }
    const now = options.now();
    const call = await endCall(db, sid, now);
    if (call) {
      const { queued } = await finishMissedCall(db, options.finish, call, request.log, now);
      if (queued) options.onQueued();
    }
    return reply.code(204).send();
  });
}

/** The parent call's SID, which our own screening URLs carry in their (signed) query. */
function parentOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const parent = typeof query?.parent === "string" ? query.parent : "";
  return sidPattern.test(parent) ? parent : undefined;
}
