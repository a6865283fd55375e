/**
 * A lead's phone calls in the owner's inbox (issue 54), in words: the lead's timeline, the
 * list's row and the Sources screen. The call's own label ("Missed call", "Voicemail 0:42")
 * comes with it from the server (content/calls.ts).
 */
export const adminCallsCopy = {
  /** A call in the lead's timeline, for a screen reader: "Missed call, Nov 3, 2:14 PM". */
  heading: "Call",
  /** The number the person called, by its CALL_NUMBERS label: "To the website number". */
  source: (source: string) => `Called the ${source} number`,
  unverified: "Caller ID not verified",
  unverifiedHint: "The phone company could not confirm this number placed the call.",
  textedBack: "Texted back",
  /** The voicemail player's name, for a screen reader. */
  player: (label: string, name: string) => `${label} from ${name}`,
  transcript: "Transcript",
  /** Where the browser cannot play the audio. */
  noAudio: "Your browser cannot play this voicemail.",
  /** The list's row: "Missed call · 2:14 PM". */
  separator: " · ",
  latest: (label: string, time: string) => `${label} · ${time}`,
  /** The Sources screen's column: phone calls to the source's numbers. */
  calls: "Calls",
} as const;
