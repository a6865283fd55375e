import { callsCopy } from "../../content/calls";
import { escapeHtml } from "../html";

/**
 * The TwiML our voice webhooks answer (Twilio's documented verbs): ring the owner's phones
 * with a screening line, take a voicemail when nobody pressed the key, hang up.
 */

/** Every voice webhook's path; Twilio signs the URL it calls, query included. */
export const voicePaths = {
  incoming: "/api/voice/incoming",
  screen: "/api/voice/screen",
  screenKey: "/api/voice/screen-key",
  dialDone: "/api/voice/dial-done",
  recorded: "/api/voice/recorded",
  recording: "/api/voice/recording",
  transcript: "/api/voice/transcript",
  status: "/api/voice/status",
} as const;

/** How long the owner's phones ring before the caller reaches voicemail. */
export const ringSeconds = 20;
/** The longest voicemail, in seconds. */
export const voicemailSeconds = 120;

const attr = (value: string) => escapeHtml(value);

export function response(verbs = ""): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${verbs}</Response>`;
}

/**
 * Ring every phone at once, showing the business number (the one called), each answer
 * first hearing the screening line at `screenUrl`.
 */
export function dialTwiml(options: {
  origin: string;
  callerId: string;
  phones: readonly string[];
  screenUrl: string;
}): string {
  const numbers = options.phones
    .map((phone) => `<Number url="${attr(options.screenUrl)}">${attr(phone)}</Number>`)
    .join("");
  const action = `${options.origin}${voicePaths.dialDone}`;
  return response(
    `<Dial action="${attr(action)}" timeout="${ringSeconds}" callerId="${attr(options.callerId)}">${numbers}</Dial>`,
  );
}

/** The owner's leg: one key takes the call; silence (a carrier's voicemail) hangs up. */
export function screenTwiml(keyUrl: string, source: string): string {
  const say = `<Say>${escapeHtml(callsCopy.screening(source))}</Say>`;
  return response(
    `<Gather numDigits="1" timeout="6" action="${attr(keyUrl)}">${say}</Gather><Hangup/>`,
  );
}

/** Nobody took the call: the greeting, then up to two minutes of message. */
export function voicemailTwiml(origin: string, transcripts: boolean): string {
  const transcribe = transcripts
    ? ` transcribe="true" transcribeCallback="${attr(`${origin}${voicePaths.transcript}`)}"`
    : "";
  const record =
    `<Record maxLength="${voicemailSeconds}" playBeep="true"` +
    ` action="${attr(`${origin}${voicePaths.recorded}`)}"` +
    ` recordingStatusCallback="${attr(`${origin}${voicePaths.recording}`)}"` +
    ` recordingStatusCallbackEvent="completed"${transcribe}/>`;
  return response(`<Say>${escapeHtml(callsCopy.greeting)}</Say>${record}`);
}

export const hangup = () => response("<Hangup/>");
