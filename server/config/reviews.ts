import { z } from "zod";

/**
 * The review requests' settings (issue 37), merged into the server's config schema like
 * the channels' are. Times accept fractions, so a test needs no clock tricks.
 */

const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);

/** `20-9` as [20, 9]; empty for none; undefined when malformed. */
export function parseQuietHours(value: string): readonly [number, number] | undefined | "none" {
  if (value.trim() === "") return "none";
  const match = /^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$/.exec(value);
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = Number(match[2]);
  if (from > 23 || to > 23 || from === to) return undefined;
  return [from, to];
}

const reminderDays = z.string().transform((v, ctx) => {
  const days = v
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map(Number);
  if (days.length <= 2 && days.every((d) => Number.isFinite(d) && d > 0)) return days;
  ctx.addIssue({
    code: "custom",
    message: "must be at most two positive numbers of days, comma-separated, such as 3,7",
  });
  return z.NEVER;
});

const quietHours = z.string().transform((v, ctx) => {
  const parsed = parseQuietHours(v);
  if (parsed === "none") return null;
  if (parsed) return parsed;
  ctx.addIssue({
    code: "custom",
    message: "must be two local hours from-to, such as 20-9, or empty for none",
  });
  return z.NEVER;
});

export const reviewFields = {
  /** `off`: marking a job completed sends nothing; the owner can still send one by hand. */
  REVIEW_REQUESTS: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  REVIEW_REQUEST_DELAY_MINUTES: z.preprocess(unsetIfEmpty, z.coerce.number().min(0).default(120)),
  /** Local hours of site.timeZone when nothing is sent; set and empty: none (null). */
  REVIEW_QUIET_HOURS: quietHours.default([20, 9]),
  REVIEW_REMINDER_DAYS: z.preprocess(unsetIfEmpty, reminderDays.default([3, 7])),
  /**
   * How long a message the inbox queues to a homeowner (this request, a reply) waits before
   * it may go, while the owner's toast offers Undo (issue 52). Tests shorten it.
   */
  INBOX_UNDO_SECONDS: z.preprocess(unsetIfEmpty, z.coerce.number().min(0).max(60).default(10)),
};

export type ReviewSettings = z.output<z.ZodObject<typeof reviewFields>>;
