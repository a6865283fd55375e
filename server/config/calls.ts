import { z } from "zod";

/**
 * Phone calls in the lead desk (issue 54), merged into the server's config schema. They
 * need Twilio (server/config/channels.ts): without it, or without CALLS=on, no voice route
 * is registered and the phones ring as before.
 */

// As in config.ts: an empty variable is an unset one.
const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);
const E164 = /^\+[1-9]\d{1,14}$/;
const onOff = (fallback: "on" | "off") =>
  z.preprocess(unsetIfEmpty, z.enum(["on", "off"]).default(fallback)).transform((v) => v === "on");

/** "+16305550100=website,+16305550111=gbp": each Twilio number and its source label. */
const numberLabels = z.string().transform((v, ctx) => {
  const pairs = v
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => item.split("=").map((part) => part.trim()));
  const bad = pairs.filter(
    ([number, label, ...rest]) =>
      !number || !E164.test(number) || !label || !/^[a-z0-9_-]{1,40}$/i.test(label) || rest.length,
  );
  if (bad.length === 0 && pairs.length > 0) {
    return Object.fromEntries(pairs.map(([number = "", label = ""]) => [number, label]));
  }
  ctx.addIssue({
    code: "custom",
    message: `must be E.164=label pairs separated by commas, such as +16305550100=website,+16305550111=gbp${bad.length ? `; not ${bad.map((p) => p.join("=")).join(", ")}` : ""}`,
  });
  return z.NEVER;
});

const phoneList = z.string().transform((v, ctx) => {
  const numbers = [
    ...new Set(
      v
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
  if (numbers.length > 0 && numbers.every((n) => E164.test(n))) return numbers;
  ctx.addIssue({ code: "custom", message: "must be E.164 numbers separated by commas" });
  return z.NEVER;
});

export const callFields = {
  /** `on`: our voice webhooks answer the Twilio numbers (docs/calls.md). */
  CALLS: onOff("off"),
  /** The phones rung at once for a call; OWNER_SMS_TO when unset. */
  CALLS_FORWARD_TO: z.preprocess(unsetIfEmpty, phoneList.optional()),
  /** Each Twilio number's source label, for the Sources screen. */
  CALL_NUMBERS: z.preprocess(unsetIfEmpty, numberLabels.optional()),
  /** The text to a caller nobody answered (through the texts' one gate). */
  MISSED_CALL_TEXT: onOff("on"),
  /** Twilio's transcription of each voicemail (billed per minute by Twilio). */
  VOICEMAIL_TRANSCRIPTS: onOff("off"),
};

export type CallSettings = z.output<z.ZodObject<typeof callFields>>;

/** The phones a call rings: CALLS_FORWARD_TO, else the owner's texts' phones. */
export function forwardTo(settings: CallSettings & { OWNER_SMS_TO?: string[] }): string[] {
  return settings.CALLS_FORWARD_TO ?? settings.OWNER_SMS_TO ?? [];
}
