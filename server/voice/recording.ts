import type { TwilioAccount } from "../channels/twilio";
import { limitedGet } from "../texts/limited-get";

/**
 * A voicemail's audio, fetched from Twilio's Recordings resource with the account's
 * credentials, then deleted there (issue 54): the only copy is the lead's. The URL is
 * built from the RecordingSid and TWILIO_API_URL, never from the posted RecordingUrl, so
 * a webhook cannot point the server anywhere else.
 */

/** Two minutes of MP3 at Twilio's 32 kbit/s is about 480 KB; this leaves room. */
export const voicemailMaxBytes = 4 * 1024 * 1024;
const timeoutMs = 10_000;
const recordingSid = /^RE[0-9a-fA-F]{32}$/;

function recordingUrl(account: TwilioAccount, sid: string, ending: ".mp3" | ".json"): URL {
  if (!recordingSid.test(sid)) throw new Error("not a RecordingSid");
  const path = `/2010-04-01/Accounts/${account.accountSid}/Recordings/${sid}${ending}`;
  return new URL(`${account.apiUrl}${path}`);
}

function basicAuth(account: TwilioAccount): string {
  return `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64")}`;
}

export async function fetchRecording(
  account: TwilioAccount,
  sid: string,
): Promise<{ bytes: Buffer; type: string }> {
  const answer = await limitedGet(recordingUrl(account, sid, ".mp3"), {
    headers: { authorization: basicAuth(account), accept: "audio/mpeg" },
    maxBytes: voicemailMaxBytes,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if ("redirect" in answer) throw new Error("the recording answered a redirect");
  return { bytes: answer.bytes, type: "audio/mpeg" };
}

/** Deletes the recording at Twilio; a 404 means it is gone already, which is the goal. */
export async function deleteRecording(account: TwilioAccount, sid: string): Promise<void> {
  const response = await fetch(recordingUrl(account, sid, ".json"), {
    method: "DELETE",
    headers: { authorization: basicAuth(account) },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status !== 204 && response.status !== 404) {
    throw new Error(`deleting the recording answered ${response.status}`);
  }
}
