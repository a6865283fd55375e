import { homeSectionPath, routes } from "../contracts/routes";
import { claims } from "./claims";
import { bathroomProcess, kitchenProcess, type ProcessStep } from "./process";
import type { ServiceSlug } from "./services";

/**
 * The words of every service page. A service's own facts (name, description, features,
 * photo) live in services.ts; this is what the pages say around them: the generic page's
 * copy, and the richer content of a service with a showcase page (kitchens, bathrooms).
 */

/** Copy of every service page without a showcase (/services/{slug}). */
export const servicePage = {
  back: { label: "Back to Services", to: routes.home },
  intro: {
    estimate: "Get Free Estimate",
    call: (phone: string) => `Call ${phone}`,
  },
  offer: {
    eyebrow: "Scope of work",
    heading: "What We Offer",
  },
  process: {
    eyebrow: "How it works",
    heading: "Our Process",
    lead: "The same four steps on every job, so you always know what happens next.",
  },
  cta: {
    heading: "Ready to Get Started?",
    text: "Contact us today for a free consultation and estimate.",
    estimate: "Get Free Estimate",
    questions: "Ask Questions",
  },
} as const;

/** Copy every showcase page shares: the way back, the quote, the closing actions. */
export const showcasePage = {
  back: { label: "Back to Services", to: homeSectionPath("services") },
  quote: "Get Free Quote",
  estimate: { label: "Get Free Estimate", to: homeSectionPath("contact") },
  work: { label: "View Our Work", to: routes.gallery },
} as const;

/** The richer page of a service that has one: its figures, inclusions and own process. */
export type ServiceShowcase = {
  /** The page's h1 and title, and its description in the document head. */
  heading: string;
  description: string;
  eyebrow: string;
  lead: string;
  photo: { hero: string; detail: string };
  statsLabel: string;
  stats: readonly { value: string; label: string }[];
  included: { eyebrow: string; heading: string; lead: string; items: readonly string[] };
  process: { eyebrow: string; heading: string; lead: string; steps: readonly ProcessStep[] };
  cta: { heading: string; text: string };
};

const warranty = {
  value: `${claims.workmanshipWarrantyYears} year`,
  label: "Workmanship warranty",
} as const;

export const bathroomShowcase: ServiceShowcase = {
  heading: "Bathroom Remodeling",
  description: `${claims.bathroomsRemodeled}+ bathrooms remodeled, typically in ${claims.bathroomTimeline}, with a ${claims.workmanshipWarrantyYears} year workmanship warranty.`,
  eyebrow: "Bathroom remodeling",
  lead: "Spa-calm bathrooms built to last: waterproofed properly, tiled with care and finished on the schedule we promise.",
  photo: {
    hero: "bathroom/bathroom-double-vanity-tub",
    detail: "bathroom/bathroom-white-walk-in-shower",
  },
  statsLabel: "Bathroom remodeling in figures",
  stats: [
    { value: `${claims.bathroomsRemodeled}+`, label: "Bathrooms remodeled" },
    { value: claims.bathroomTimeline, label: "Typical timeline" },
    warranty,
  ],
  included: {
    eyebrow: "What's included",
    heading: "Everything Your New Bathroom Needs",
    lead: "One crew handles the whole room, from the plumbing behind the wall to the last bead of grout.",
    items: [
      "Walk-in shower design and installation",
      "Freestanding tub installation",
      "Custom vanity and storage",
      "Luxury tile work",
      "Modern fixtures",
      "Heated flooring",
      "Ventilation and lighting upgrades",
      "Accessibility modifications",
    ],
  },
  process: {
    eyebrow: "How it works",
    heading: "Our Bathroom Process",
    lead: "Five clear steps from the first conversation to the final walkthrough.",
    steps: bathroomProcess,
  },
  cta: {
    heading: "Ready for a Bathroom You Love?",
    text: "Tell us about your space and we will schedule a free, no-obligation estimate.",
  },
};

export const kitchenShowcase: ServiceShowcase = {
  heading: "Kitchen Remodeling",
  description: `${claims.kitchensRemodeled}+ kitchens remodeled, typically in ${claims.kitchenTimeline}, with a ${claims.workmanshipWarrantyYears} year workmanship warranty.`,
  eyebrow: "Kitchen remodeling",
  lead: "Kitchens designed around how you cook and gather, built by one accountable team with a posted schedule.",
  photo: {
    hero: "kitchen/kitchen-grey-wood-modern",
    detail: "kitchen/kitchen-white-modern-island",
  },
  statsLabel: "Kitchen remodeling in figures",
  stats: [
    { value: `${claims.kitchensRemodeled}+`, label: "Kitchens remodeled" },
    { value: claims.kitchenTimeline, label: "Typical timeline" },
    warranty,
  ],
  included: {
    eyebrow: "What's included",
    heading: "Everything Your New Kitchen Needs",
    lead: "From the layout on paper to the last cabinet pull, every trade is scheduled and supervised by us.",
    items: [
      "Layout design and space planning",
      "Custom and semi-custom cabinetry",
      "Quartz, granite and stone countertops",
      "Kitchen islands and breakfast bars",
      "Tile backsplash installation",
      "Appliance installation and hookup",
      "Plumbing and electrical upgrades",
      "Lighting and flooring",
    ],
  },
  process: {
    eyebrow: "How it works",
    heading: "Our Kitchen Process",
    lead: "Five clear steps, with permits and inspections handled for you.",
    steps: kitchenProcess,
  },
  cta: {
    heading: "Ready to Start Your Kitchen?",
    text: "Share your ideas and we will schedule a free, no-obligation estimate.",
  },
};

/** The services with a showcase page, by slug; every other service page is the generic one. */
export const serviceShowcases: Readonly<Partial<Record<ServiceSlug, ServiceShowcase>>> = {
  "kitchen-remodeling": kitchenShowcase,
  "bathroom-remodeling": bathroomShowcase,
};
