import { site } from "~content/site";
import { formatDateTime } from "./time";

/**
 * When a message goes, on the business's clock (site.timeZone, as the review schedule's
 * quiet hours are read): "11:00 AM" today, else with its day, "Jun 4, 9:00 AM".
 */
export function formatSendTime(iso: string, now: number, timeZone = site.timeZone): string {
  const day = (at: Date | number) =>
    new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeZone }).format(at);
  const at = new Date(iso);
  if (day(at) !== day(now)) return formatDateTime(iso, now, timeZone);
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(
    at,
  );
}
