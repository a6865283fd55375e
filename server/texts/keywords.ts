/**
 * What an inbound text asks for, by its whole body (issue 36, item 4). Letter case and
 * spaces or punctuation around the word do not matter; a keyword inside a sentence is not
 * a keyword ("stop by Saturday" is a message), though a sentence that asks to stop is
 * flagged for the owner to act on.
 */

/** The FCC's revocation words, and Twilio's own (STOPALL, OPTOUT). */
export const optOutKeywords = [
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "REVOKE",
  "OPT OUT",
  "OPTOUT",
] as const;
export const optInKeywords = ["START", "UNSTOP", "YES"] as const;
export const helpKeywords = ["HELP", "INFO"] as const;

export type TextIntent =
  | { kind: "opt_out"; keyword: string }
  | { kind: "opt_in"; keyword: string }
  | { kind: "help" }
  | { kind: "stop_request" }
  | { kind: "message" };

/** The body as one upper-case word or phrase: punctuation and extra spaces dropped. */
function bare(body: string): string {
  return body
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

// A request to stop in other words: a stop verb aimed at texts or at the writer.
const stopInWords =
  /\b(stop|quit|cease|no more|don'?t|do not|never)\b[^.!?]{0,40}\b(text|texting|texts|message|messaging|messages|contact|contacting|sms)\b|\b(unsubscribe|opt me out|remove me|take me off)\b/i;

export function textIntent(body: string): TextIntent {
  const word = bare(body);
  const optOut = optOutKeywords.find((k) => k === word);
  if (optOut) return { kind: "opt_out", keyword: optOut };
  const optIn = optInKeywords.find((k) => k === word);
  if (optIn) return { kind: "opt_in", keyword: optIn };
  if ((helpKeywords as readonly string[]).includes(word)) return { kind: "help" };
  if (stopInWords.test(body)) return { kind: "stop_request" };
  return { kind: "message" };
}

/**
 * Whether an inbound text waits for the owner to read it: a STOP or its kin does not, since
 * the phone's opt-out answered it (issue 52).
 */
export function awaitsReading(body: string): boolean {
  return textIntent(body).kind !== "opt_out";
}
