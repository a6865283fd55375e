// The calls' table (issue 54), in a file of its own: schema.ts stays near 300 lines.

/** What became of a call: still ringing, taken (after the screening key), or not. */
export type CallOutcome = "ringing" | "answered" | "missed" | "voicemail";

/** One phone call to a business number (issue 54), by Twilio's CallSid. */
export type CallTable = {
  id: string;
  /** Unique: a retried webhook, on any instance, finds the call it already stored. */
  call_sid: string;
  lead_id: string;
  /** E.164, as Twilio's From. */
  caller: string;
  /** The business number called (To), and its CALL_NUMBERS label. */
  called: string;
  source: string | null;
  /** Twilio's caller-ID verification (STIR/SHAKEN), e.g. TN-Validation-Passed-A. */
  stir_verstat: string | null;
  outcome: CallOutcome;
  created_at: string;
  /** When an owner's phone pressed the screening key: only then is the call taken. */
  screened_at: string | null;
  ended_at: string | null;
  talk_seconds: number | null;
  recording_sid: string | null;
  voicemail_seconds: number | null;
  voicemail_type: string | null;
  voicemail: Buffer | null;
  transcript: string | null;
  /** The missed-call text: "sent", or why not (a gate's refusal, "off", "unverified"). */
  text_back: string | null;
  /** Claimed by the one instance that texts back and alerts, once the call ended. */
  finished_at: string | null;
  updated_at: string;
};
