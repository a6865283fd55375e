/**
 * A lead's phone calls as the inbox's API answers them (issue 54): in the lead's detail
 * (`EntryDetail.calls`, oldest first, beside its texts) and, the latest one, in the list
 * (`InboxListItem.lastCall`). The voicemail plays from `voicemailUrl`, for the signed-in
 * owner only.
 */
export type CallOutcome = "ringing" | "answered" | "missed" | "voicemail";

export type CallItem = {
  id: string;
  /** When the call came in (ISO 8601). */
  at: string;
  outcome: CallOutcome;
  /** "Missed call", "Voicemail 0:42", "Answered, 3 min": the words the inbox shows. */
  label: string;
  /** CALL_NUMBERS' label of the number called (e.g. "website", "gbp"), or null. */
  source: string | null;
  talkSeconds: number | null;
  voicemailSeconds: number | null;
  /** GET: the voicemail's audio (audio/mpeg), byte ranges answered; null when none is kept. */
  voicemailUrl: string | null;
  transcript: string | null;
  /** Twilio's caller-ID verification failed (TN-Validation-Failed-*): "caller ID not verified". */
  callerIdUnverified: boolean;
  /** The missed-call text went out. */
  textedBack: boolean;
};

/** A call's voicemail, under the inbox's API (the guard answers 401 to anyone but the owner). */
export const voicemailRoute = (entryId: string, callId: string) =>
  `/api/admin/entries/${encodeURIComponent(entryId)}/calls/${encodeURIComponent(callId)}/voicemail`;
