import { site } from "../../content/site";
import type { ReviewSettings } from "../config/reviews";

/**
 * When a finished job's review request and its reminders go out (issue 37): after a delay,
 * then on the reminder days, each moved out of the quiet hours of the business's time zone.
 */

export type ReviewSchedule = {
  delayMinutes: number;
  /** Days after the request, fractions allowed; at most two. */
  reminderDays: readonly number[];
  /** Local hours [from, to) when nothing is sent, e.g. [20, 9]; undefined for none. */
  quietHours?: readonly [number, number];
  timeZone: string;
};

/** What the quiet hours need: the hours and the clock they are read on. */
export type QuietHours = Pick<ReviewSchedule, "quietHours" | "timeZone">;

/** The schedule the settings (server/config/reviews.ts) describe, on the business's clock. */
export function reviewSchedule(settings: ReviewSettings): ReviewSchedule {
  return {
    delayMinutes: settings.REVIEW_REQUEST_DELAY_MINUTES,
    reminderDays: settings.REVIEW_REMINDER_DAYS,
    quietHours: settings.REVIEW_QUIET_HOURS ?? undefined,
    timeZone: site.timeZone,
  };
}

function localTime(at: Date, timeZone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: part("hour"), minute: part("minute") };
}

function isQuiet(hour: number, [from, to]: readonly [number, number]): boolean {
  return from < to ? hour >= from && hour < to : hour >= from || hour < to;
}

/**
 * The first moment at or after `at` outside the quiet hours, found an hour at a time on
 * the local clock, so a change to or from daylight saving time is honored as it reads.
 */
export function outsideQuietHours(at: Date, schedule: QuietHours): Date {
  const quiet = schedule.quietHours;
  if (!quiet) return at;
  let moment = at;
  for (let step = 0; step < 48; step++) {
    const { hour, minute } = localTime(moment, schedule.timeZone);
    if (!isQuiet(hour, quiet)) return moment;
    const hourStart = Math.floor(moment.getTime() / 60_000) * 60_000 - minute * 60_000;
    moment = new Date(hourStart + 3_600_000);
  }
  return moment;
}

/**
 * When a message due at `now` may go: undefined for now, else the first allowed moment.
 * The senders ask it at send time, so a retry or a row that came due while the server
 * was down waits for the morning too (the schedule's times are only the first intent).
 */
export function quietUntil(now: Date, hours: QuietHours): Date | undefined {
  const allowed = outsideQuietHours(now, hours);
  return allowed.getTime() > now.getTime() ? allowed : undefined;
}

/** The request's time, then each reminder's, from the moment the job was marked completed. */
export function reviewTimes(completedAt: Date, schedule: ReviewSchedule): Date[] {
  const request = new Date(completedAt.getTime() + schedule.delayMinutes * 60_000);
  const times = [
    request,
    ...schedule.reminderDays
      .slice(0, 2)
      .map((days) => new Date(request.getTime() + days * 86_400_000)),
  ];
  return times.map((at) => outsideQuietHours(at, schedule));
}

/**
 * The request's and reminders' times when queued at `now` from the inbox: on the schedule,
 * but the request never within the inbox's undo hold (`holdMs`, issue 52), the reminders
 * moved with it, each then out of the quiet hours. The inbox shows the first before the
 * owner confirms, and the rows are written with these times.
 */
export function heldReviewTimes(now: Date, schedule: ReviewSchedule, holdMs: number): Date[] {
  const times = reviewTimes(now, schedule);
  const first = times[0]?.getTime() ?? now.getTime();
  const shift = Math.max(0, now.getTime() + holdMs - first);
  if (shift === 0) return times;
  return times.map((at) => outsideQuietHours(new Date(at.getTime() + shift), schedule));
}
