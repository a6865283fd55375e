import { site } from "./site";

/**
 * Phone calls in the lead desk (issue 54): the line the owner hears before taking a call,
 * the voicemail greeting Twilio reads, the missed-call text-back and the owner's alert.
 */
export const callsCopy = {
  /** Read to the owner's phone when it picks up; a key connects the caller. */
  screening: (source: string) => `Call from ${source}. Press 1 to take it.`,
  /** The source named when the number called has no label in CALL_NUMBERS. */
  defaultSource: "the website",
  /** Read to the caller when nobody took the call, before the beep. */
  greeting: `Thank you for calling ${site.name}. We can't take your call right now. Please leave your name, your number and a few words about your project after the tone, and we will call you back.`,
  /**
   * The text to a caller nobody answered: the business, "reply here", the quote form and
   * the STOP line. A one-time reply to a call the person made.
   */
  textBack: (quoteUrl: string) =>
    `${site.name}: sorry we missed your call. Reply here to text us, or ask for a quote: ${quoteUrl} Reply STOP to opt out.`,
  /** `npm run sms -- samples`: the text-back's title for the 10DLC campaign form. */
  textBackSample:
    "The text to a caller nobody answered (a one-time reply to their call, at most once a day)",
  /** The owner's alert: who called, what happened, and the link to the lead. */
  ownerAlert: (parts: { caller: string; outcome: string; link: string }) =>
    `${parts.caller}, ${parts.outcome}\n${parts.link}`,
  missedFrom: (who: string) => `Missed call from ${who}`,
  /** "Dana, quote of Nov 3": the lead a known number belongs to. */
  knownLead: (name: string, date: string) => `${name}, quote of ${date}`,
  voicemail: (length: string) => `voicemail ${length}`,
  noVoicemail: "no voicemail",
  textedBack: "texted back",
  notTextedBack: "not texted back",
  unverified: "caller ID not verified",
  /** The inbox's words for a call (contracts/calls.ts, `label`). */
  labels: {
    ringing: "Call in progress",
    missed: "Missed call",
    voicemail: (length: string) => `Voicemail ${length}`,
    answered: (minutes: number) => `Answered, ${minutes} min`,
  },
  /** `npm run twilio -- check`: each calling number's voice settings. */
  check: {
    subject: "Twilio voice number",
    pointsAtUs: (phone: string) =>
      `${phone} sends calls to us, and to the owner's phone if we fail`,
    wrong: (phone: string, wrong: string) => ({
      detail: `${phone}: ${wrong}`,
      fix: "npm run twilio -- check --fix",
    }),
    fixed: (phone: string, wrong: string) => `${phone} fixed: ${wrong}; now it sends calls to us`,
    notFound: (phone: string) => ({
      detail: `${phone} is not a number of this Twilio account`,
      fix: "check TWILIO_FROM and CALL_NUMBERS against the Twilio Console's Phone Numbers",
    }),
    noForward: {
      detail: "no phone to ring: CALLS_FORWARD_TO and OWNER_SMS_TO are both unset",
      fix: "set CALLS_FORWARD_TO",
    },
  },
  /** The voice webhook's answer to a post without a CallSid. */
  missingCallSid: "CallSid is required.",
} as const;
