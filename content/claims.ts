/**
 * Every claim the site makes, in one place, so a claim is changed once and stays
 * consistent across the hero, about section, service pages and page metadata.
 */
export const claims = {
  yearsExperience: 12,
  /** One section of the site speaks of "10+ years"; kept as its own figure on purpose. */
  yearsExperienceShort: 10,
  projectsCompleted: 400,
  satisfactionPercent: 100,
  financingPercent: 100,
  licensedAndInsured: true,
  bathroomsRemodeled: 150,
  bathroomTimeline: "3-5 weeks",
  kitchensRemodeled: 200,
  kitchenTimeline: "4-8 weeks",
  workmanshipWarrantyYears: 2,
  laborWarrantyYears: 1,
  /** `checkedAt`: the day the figures were read off Google and Yelp (decision 215). */
  rating: { value: 4.9, count: 127, source: "Google and Yelp reviews", checkedAt: "2026-11-26" },
  /**
   * The day each other figure that ages was last checked (decision 215): the build and
   * `npm run doctor` warn once one is 90 days old.
   */
  checkedAt: { yearsExperience: "2026-11-26", projectsCompleted: "2026-11-26" },
  serviceRadiusMiles: 50,
  replyWithinHours: 24,
  financing: {
    headline: "100% financing",
    points: ["Zero down payment", "Quick approval", "No credit check"],
  },
} as const;

/** "November 2026" for "2026-11-26": the month a dated claim was checked, as the site says it. */
export function monthOf(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "from 127 reviews on Google and Yelp, as of November 2026": the count never goes undated. */
export const ratingFrom = `from ${claims.rating.count} reviews on Google and Yelp, as of ${monthOf(claims.rating.checkedAt)}`;

/** "Nov. 2026" for "2026-11-26": months of five letters or fewer are written out ("June 2026"). */
export function shortMonthOf(isoDate: string): string {
  const [month = "", year = ""] = monthOf(isoDate).split(" ");
  return month.length <= 5 ? `${month} ${year}` : `${month.slice(0, 3)}. ${year}`;
}

/**
 * The hero's short form, under the big "4.9" in a third of a phone's width, where the long
 * one took six lines and pushed the slideshow's pause button off the first screen: the
 * platforms are named in the reviews section; the count and its month stay together here.
 */
export const ratingFromShort = `${claims.rating.count} reviews as of ${shortMonthOf(claims.rating.checkedAt)}`;

/** "4.9 from 127 reviews on Google and Yelp, as of November 2026", wherever the rating appears. */
export const ratingClaim = `${claims.rating.value} ${ratingFrom}`;

export const stats = [
  { value: `${claims.projectsCompleted}+`, label: "Projects completed" },
  { value: `${claims.yearsExperience}+`, label: "Years of experience" },
  { value: `${claims.satisfactionPercent}%`, label: "Customer satisfaction" },
  { value: `${claims.financingPercent}%`, label: "Financing available" },
] as const;
