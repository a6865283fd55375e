import { contactPath, homeSectionPath, routes } from "../lib/routes";
import { claims } from "./claims";
import { bathroomProcess, kitchenProcess, type ProcessStep } from "./process";

/** Copy of the two dedicated service pages; both render through one section set. */
export type DedicatedServicePage = {
  /** Prefix of element ids, so the two pages never share an id. */
  key: "bathroom" | "kitchen";
  back: { label: string; to: string };
  eyebrow: string;
  lead: string;
  quote: { label: string; to: string };
  photo: { hero: string; detail: string };
  statsLabel: string;
  stats: readonly { value: string; label: string }[];
  included: { eyebrow: string; heading: string; lead: string; items: readonly string[] };
  process: { eyebrow: string; heading: string; lead: string; steps: readonly ProcessStep[] };
  cta: {
    heading: string;
    text: string;
    estimate: { label: string; to: string };
    work: { label: string; to: string };
  };
};

const back = { label: "Back to Services", to: homeSectionPath("services") };
const quoteLabel = "Get Free Quote";
const cta = {
  estimate: { label: "Get Free Estimate", to: homeSectionPath("contact") },
  work: { label: "View Our Work", to: routes.gallery },
} as const;
const warranty = {
  value: `${claims.workmanshipWarrantyYears} year`,
  label: "Workmanship warranty",
} as const;

export const bathroomPage: DedicatedServicePage = {
  key: "bathroom",
  back,
  eyebrow: "Bathroom remodeling",
  lead: "Spa-calm bathrooms built to last: waterproofed properly, tiled with care and finished on the schedule we promise.",
  // The quote form with this service already chosen, as on every other service page.
  quote: { label: quoteLabel, to: contactPath("Bathrooms") },
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
    ...cta,
  },
};

export const kitchenPage: DedicatedServicePage = {
  key: "kitchen",
  back,
  eyebrow: "Kitchen remodeling",
  lead: "Kitchens designed around how you cook and gather, built by one accountable team with a posted schedule.",
  quote: { label: quoteLabel, to: contactPath("Kitchens") },
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
    ...cta,
  },
};
