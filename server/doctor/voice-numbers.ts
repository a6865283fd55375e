import { callsCopy } from "../../content/calls";
import { doctorCopy } from "../../content/doctor";
import type { Config } from "../config";
import { forwardTo } from "../config/calls";
import { voicePaths } from "../voice/twiml";
import type { DoctorLine } from "./line";
import { findNumber, twilioRest, updateNumber } from "./twilio-rest";

/**
 * `npm run twilio -- check [--fix]` with CALLS=on (issue 54): each calling number (TWILIO_FROM
 * and CALL_NUMBERS') sends calls to /api/voice/incoming, its status callback, which on a
 * number is the *voice* one, to /api/voice/status, and, when the app does not answer, to
 * Twilio's hosted `forward` Twimlet, which rings the owner with no app and no host of ours.
 */

const copy = callsCopy.check;
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Twilio's hosted Twimlet that forwards a call: it needs nothing of ours to be up. */
export function forwardTwimlet(phone: string): string {
  return `https://twimlets.com/forward?${new URLSearchParams({ PhoneNumber: phone })}`;
}

/** The voice status callback a number names when calls are on. */
export const voiceStatusPath = voicePaths.status;

export async function voiceNumberLines(
  config: Config,
  options: { fix: boolean; timeoutMs: number },
): Promise<DoctorLine[]> {
  const subject = copy.subject;
  const origin = config.PUBLIC_URL;
  if (!origin) return [{ mark: "fail", subject, ...doctorCopy.twilio.noPublicUrl }];
  const owner = forwardTo(config)[0];
  if (!owner) return [{ mark: "fail", subject, ...copy.noForward }];
  const expected = {
    VoiceUrl: origin + voicePaths.incoming,
    VoiceMethod: "POST",
    StatusCallback: origin + voicePaths.status,
    VoiceFallbackUrl: forwardTwimlet(owner),
  };
  const phones = [
    ...new Set([config.TWILIO_FROM, ...Object.keys(config.CALL_NUMBERS ?? {})]),
  ].filter((phone): phone is string => Boolean(phone));
  const rest = twilioRest(config, options.timeoutMs);
  const lines: DoctorLine[] = [];
  for (const phone of phones) {
    try {
      const number = await findNumber(rest, phone);
      if (!number) {
        lines.push({ mark: "fail", subject, ...copy.notFound(phone) });
        continue;
      }
      const found: Record<keyof typeof expected, string> = {
        VoiceUrl: text(number.voice_url),
        VoiceMethod: text(number.voice_method),
        StatusCallback: text(number.status_callback),
        VoiceFallbackUrl: text(number.voice_fallback_url),
      };
      const wrong = (Object.keys(expected) as (keyof typeof expected)[])
        .filter((name) => found[name] !== expected[name])
        .map((name) => doctorCopy.twilio.wrongField(name, found[name], expected[name]))
        .join("; ");
      if (!wrong) lines.push({ mark: "ok", subject, detail: copy.pointsAtUs(phone) });
      else if (!options.fix) lines.push({ mark: "fail", subject, ...copy.wrong(phone, wrong) });
      else {
        await updateNumber(rest, text(number.sid), {
          ...expected,
          StatusCallbackMethod: "POST",
          VoiceFallbackMethod: "GET",
        });
        lines.push({ mark: "ok", subject, detail: copy.fixed(phone, wrong) });
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      lines.push({ mark: "fail", subject, ...doctorCopy.twilio.unreachable(reason) });
    }
  }
  return lines;
}
