import { adminCopy } from "~content/admin";

const minute = 60_000;
const { time } = adminCopy;

/** How long ago something happened, in the fewest words: "just now", "12 min ago", "3 h ago". */
export function formatAge(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / minute);
  if (!Number.isFinite(minutes) || minutes < 1) return time.justNow;
  if (minutes < 60) return time.minutesAgo(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return time.hoursAgo(hours);
  return time.daysAgo(Math.floor(hours / 24));
}

/** A span of minutes, as the response clock shows it: "8 min", "2 h 5 min", "1 day 3 h". */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.round(total));
  if (minutes < 60) return time.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return time.hours(hours, minutes % 60);
  return time.days(Math.floor(hours / 24), hours % 24);
}

/** A moment on the owner's clock: "Mar 3, 2:15 PM", with the year when it is not this one. */
export function formatDateTime(iso: string, now: number, timeZone?: string): string {
  const date = new Date(iso);
  const sameYear =
    new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone }).format(date) ===
    new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone }).format(now);
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: sameYear ? undefined : "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(date);
}
