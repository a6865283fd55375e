import { claims } from "./claims";

/**
 * The claims that go stale with time, the day each was last checked, and what the build and
 * `npm run doctor` say about them (decision 215). A claim is fresh for 90 days; after that
 * it warns and names where to update it. Only a missing, malformed or future date is an
 * error: the calendar alone never turns `npm test` red.
 */

export const staleAfterDays = 90;

/** A day of slack: a date checked this morning in Asia is still "tomorrow" in UTC. */
const futureSlackDays = 1;

const file = "content/claims.ts";

/** `name` is the claim's subject on the doctor's line; `where` is where to update it. */
export type DatedClaim = { name: string; checkedAt: string | undefined; where: string };

export const datedClaims: readonly DatedClaim[] = [
  {
    name: "Claimed rating and review count",
    checkedAt: claims.rating.checkedAt,
    where: `claims.rating (value, count and checkedAt) in ${file}`,
  },
  {
    name: "Claimed years in business",
    checkedAt: claims.checkedAt.yearsExperience,
    where: `claims.yearsExperience and claims.checkedAt.yearsExperience in ${file}`,
  },
  {
    name: "Claimed projects completed",
    checkedAt: claims.checkedAt.projectsCompleted,
    where: `claims.projectsCompleted and claims.checkedAt.projectsCompleted in ${file}`,
  },
];

/** How old a claim's date is on a given day. */
export type ClaimAge =
  { state: "fresh" | "stale"; days: number } | { state: "missing" | "malformed" | "future" };

const dayMs = 24 * 60 * 60 * 1000;

function parseDay(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March: a real day prints back as itself.
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value
    ? undefined
    : time;
}

export function claimAge(checkedAt: string | undefined, today: Date): ClaimAge {
  if (!checkedAt) return { state: "missing" };
  const time = parseDay(checkedAt);
  if (time === undefined) return { state: "malformed" };
  const days = Math.floor((today.getTime() - time) / dayMs);
  if (days < -futureSlackDays) return { state: "future" };
  return { state: days > staleAfterDays ? "stale" : "fresh", days: Math.max(days, 0) };
}

/** One line of the check, shaped as the doctor prints it. */
export type ClaimLine = {
  mark: "ok" | "warn" | "fail";
  subject: string;
  detail: string;
  fix?: string;
};

export const datedClaimsCopy = {
  buildStopped: `A claim that ages has no usable date: see the lines above, and ${file}`,
  fresh: (claim: DatedClaim, days: number) =>
    `checked ${claim.checkedAt}, ${days} days ago (stale after ${staleAfterDays})`,
  stale: (claim: DatedClaim, days: number) => ({
    detail: `checked ${claim.checkedAt}, ${days} days ago: the site still shows it as of that month`,
    fix: `check the figure again and update ${claim.where}`,
  }),
  missing: (claim: DatedClaim) => ({
    detail: "has no date it was checked",
    fix: `set the day it was checked (YYYY-MM-DD) in ${claim.where}`,
  }),
  malformed: (claim: DatedClaim) => ({
    detail: `checked "${claim.checkedAt}", which is not a day (YYYY-MM-DD)`,
    fix: `write the day it was checked as YYYY-MM-DD in ${claim.where}`,
  }),
  future: (claim: DatedClaim) => ({
    detail: `checked ${claim.checkedAt}, a day still to come`,
    fix: `set the day it was really checked in ${claim.where}`,
  }),
} as const;

/** What each dated claim's age means: ok, warn (stale), or fail (no usable date). */
export function datedClaimLines(
  today: Date,
  list: readonly DatedClaim[] = datedClaims,
): ClaimLine[] {
  return list.map((claim): ClaimLine => {
    const subject = claim.name;
    const age = claimAge(claim.checkedAt, today);
    switch (age.state) {
      case "fresh":
        return { mark: "ok", subject, detail: datedClaimsCopy.fresh(claim, age.days) };
      case "stale":
        return { mark: "warn", subject, ...datedClaimsCopy.stale(claim, age.days) };
      default:
        return { mark: "fail", subject, ...datedClaimsCopy[age.state](claim) };
    }
  });
}
