import { site } from "~content/site";

/**
 * The day a stop request must be honored by, on the business's own calendar and as people
 * say it: "Tuesday, March 17" (with the year when it is not this one).
 */
export function formatHonorBy(iso: string, now: number): string {
  const year = (moment: Date | number) =>
    new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: site.timeZone }).format(moment);
  const date = new Date(iso);
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: year(date) === year(now) ? undefined : "numeric",
    timeZone: site.timeZone,
  }).format(date);
}
