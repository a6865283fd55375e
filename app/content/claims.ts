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
  rating: { value: 4.9, count: 127, source: "Google and Yelp reviews" },
  serviceRadiusMiles: 50,
  replyWithinHours: 24,
  financing: {
    headline: "100% financing",
    points: ["Zero down payment", "Quick approval", "No credit check"],
  },
} as const;

export const stats = [
  { value: `${claims.projectsCompleted}+`, label: "Projects completed" },
  { value: `${claims.yearsExperience}+`, label: "Years of experience" },
  { value: `${claims.satisfactionPercent}%`, label: "Customer satisfaction" },
  { value: `${claims.financingPercent}%`, label: "Financing available" },
] as const;
