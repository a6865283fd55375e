import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { twilioSignature } from "../../server/channels/twilio-signature";
import { startTwilioStandIn, type TwilioStandIn } from "./twilio-stand-in";
import { standInAccountSid } from "./twilio-webhooks";

/*
 * Twilio's voice side, for tests of issue 54: a caller's call driven through our voice
 * webhooks in the documented order (incoming, the owner's screening leg, the <Dial>
 * action with its DialCallStatus, the <Record> action, the call's status callback, the
 * recording's status callback), each post signed as Twilio signs it; and the REST
 * resources the server calls: Recordings (GET the audio, DELETE), Calls (the list) and,
 * through the Messages stand-in, IncomingPhoneNumbers and Messages.
 */

export type Post = (url: string, fields: Record<string, string>) => Promise<Answer>;
export type Answer = { status: number; body: string };

/** What an owner's phone does when it rings. */
export type Leg = "key" | "silence" | "none" | "other-key";

export type CallScript = {
  from?: string;
  to?: string;
  stirVerstat?: string;
  /** The owner's phones in the order they pick up; the first pickup ends the others. */
  legs?: Leg[];
  /** DialCallStatus when nobody picked up: no-answer (default), busy, failed, canceled. */
  unanswered?: "no-answer" | "busy" | "failed" | "canceled";
  talkSeconds?: number;
  /** Seconds of voicemail the caller leaves; 0 or unset: hangs up at the greeting. */
  voicemailSeconds?: number;
  transcript?: string;
  /** Retry each webhook once more, as Twilio does when it got no answer in time. */
  retry?: boolean;
};

export type CallRun = {
  sid: string;
  answers: { url: string; answer: Answer }[];
  recordingSid?: string;
  /** When the status callback that ends the call was answered. */
  endedAt: number;
};

export type StandInRecording = { sid: string; callSid: string; bytes: Buffer; deleted: boolean };

export type VoiceStandIn = {
  twilio: TwilioStandIn;
  recordings: Map<string, StandInRecording>;
  /** The Calls resource's list, as the backfill after downtime would read it. */
  calls: { sid: string; from: string; to: string; status: string; startTime?: Date }[];
  /** Plays one call into the app through `post`, which signs and sends each webhook. */
  call(post: Post, origin: string, script?: CallScript): Promise<CallRun>;
  close(): Promise<void>;
};

export function sid(prefix: string): string {
  return `${prefix}${randomBytes(16).toString("hex")}`;
}

/** An attribute of the first `verb` of a TwiML answer. */
export function twimlAttribute(body: string, verb: string, name: string): string | undefined {
  const tag = new RegExp(`<${verb}\\b([^>]*)>`).exec(body)?.[1] ?? "";
  const value = new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  return value?.replace(/&amp;/g, "&").replace(/&quot;/g, '"');
}

/** A fake MP3: an ID3-less frame header and noise, as long as the seconds say. */
function audio(seconds: number): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), randomBytes(400 * seconds)]);
}

export async function startVoiceStandIn(): Promise<VoiceStandIn> {
  const recordings = new Map<string, StandInRecording>();
  const calls: VoiceStandIn["calls"] = [];
  const base = `/2010-04-01/Accounts/${standInAccountSid}`;

  function answer(method: string, url: string, response: ServerResponse): boolean {
    const path = url.split("?")[0] ?? "";
    const recording = /\/Recordings\/(RE\w{32})\.(mp3|wav|json)$/.exec(path);
    if (path.startsWith(`${base}/Recordings/`) && recording) {
      const found = recordings.get(recording[1] ?? "");
      if (!found || found.deleted) {
        response.writeHead(404, { "content-type": "application/json" }).end("{}");
      } else if (method === "DELETE") {
        found.deleted = true;
        response.writeHead(204).end();
      } else if (method === "GET" && recording[2] === "mp3") {
        response.writeHead(200, { "content-type": "audio/mpeg" }).end(found.bytes);
      } else {
        return false;
      }
      return true;
    }
    if (method === "GET" && path === `${base}/Calls.json`) {
      const list = calls.map((c) => ({
        sid: c.sid,
        from: c.from,
        to: c.to,
        status: c.status,
        direction: "inbound",
        start_time: (c.startTime ?? new Date()).toUTCString(),
      }));
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ calls: list, next_page_uri: null }));
      return true;
    }
    return false;
  }

  const twilio = await startTwilioStandIn({ accountSid: standInAccountSid, answer });

  async function call(post: Post, origin: string, script: CallScript = {}): Promise<CallRun> {
    const callSid = sid("CA");
    const from = script.from ?? "+16305550199";
    const to = script.to ?? "+16305550100";
    const run: CallRun = { sid: callSid, answers: [], endedAt: 0 };
    const common = { AccountSid: standInAccountSid, CallSid: callSid, From: from, To: to };
    const send = async (url: string, fields: Record<string, string>) => {
      let answer = await post(url, fields);
      if (script.retry) answer = await post(url, fields);
      run.answers.push({ url, answer });
      return answer;
    };
    const incoming = await send(`${origin}/api/voice/incoming`, {
      ...common,
      CallStatus: "ringing",
      Direction: "inbound",
      ...(script.stirVerstat ? { StirVerstat: script.stirVerstat } : {}),
    });
    calls.push({ sid: callSid, from, to, status: "in-progress" });
    let next = incoming.body;
    const dialAction = twimlAttribute(next, "Dial", "action");
    if (dialAction) {
      const screenUrl = twimlAttribute(next, "Number", "url") ?? "";
      const picked = (script.legs ?? ["none"]).find((leg) => leg !== "none");
      let taken = false;
      const childSid = sid("CA");
      if (picked) {
        const leg = { ...common, CallSid: childSid, ParentCallSid: callSid };
        const screen = await send(screenUrl, { ...leg, CallStatus: "in-progress" });
        const keyUrl = twimlAttribute(screen.body, "Gather", "action");
        if (keyUrl && picked !== "silence") {
          const digits = picked === "key" ? "1" : "7";
          const key = await send(keyUrl, { ...leg, Digits: digits });
          taken = !/<Hangup\/>/.test(key.body);
        }
      }
      const dialStatus = picked ? "completed" : (script.unanswered ?? "no-answer");
      const dialed = await send(dialAction, {
        ...common,
        CallStatus: "in-progress",
        DialCallStatus: dialStatus,
        DialCallSid: childSid,
        ...(picked ? { DialCallDuration: String(taken ? (script.talkSeconds ?? 60) : 0) } : {}),
      });
      next = dialed.body;
    }
    const recordAction = twimlAttribute(next, "Record", "action");
    const seconds = script.voicemailSeconds ?? 0;
    const recordingSid = sid("RE");
    if (recordAction) {
      if (seconds > 0) {
        recordings.set(recordingSid, {
          sid: recordingSid,
          callSid,
          bytes: audio(seconds),
          deleted: false,
        });
        run.recordingSid = recordingSid;
      }
      await send(recordAction, {
        ...common,
        CallStatus: "completed",
        RecordingSid: recordingSid,
        RecordingUrl: `${twilio.url}${base}/Recordings/${recordingSid}`,
        RecordingDuration: String(seconds),
      });
    }
    await send(`${origin}/api/voice/status`, {
      ...common,
      CallStatus: "completed",
      CallDuration: String((script.talkSeconds ?? 0) + seconds + 20),
    });
    run.endedAt = performance.now();
    const recordingCallback = twimlAttribute(next, "Record", "recordingStatusCallback");
    if (recordingCallback && seconds > 0) {
      await send(recordingCallback, {
        ...common,
        RecordingSid: recordingSid,
        RecordingUrl: `${twilio.url}${base}/Recordings/${recordingSid}`,
        RecordingStatus: "completed",
        RecordingDuration: String(seconds),
        RecordingChannels: "1",
        RecordingSource: "RecordVerb",
      });
    }
    const transcribeCallback = twimlAttribute(next, "Record", "transcribeCallback");
    if (transcribeCallback && seconds > 0) {
      await send(transcribeCallback, {
        ...common,
        RecordingSid: recordingSid,
        TranscriptionSid: sid("TR"),
        TranscriptionStatus: "completed",
        TranscriptionText: script.transcript ?? "Hi, this is Dana about the kitchen.",
      });
    }
    const listed = calls.find((c) => c.sid === callSid);
    if (listed) listed.status = "completed";
    return run;
  }

  return { twilio, recordings, calls, call, close: () => twilio.close() };
}

/** Signs a post as Twilio signs it: the full URL it calls, query included, and the fields. */
export function signedHeaders(authToken: string, url: string, fields: Record<string, string>) {
  const form = new URLSearchParams(fields);
  return {
    form,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilioSignature(authToken, url, [...form]),
    },
  };
}
