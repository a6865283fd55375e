import { claims, ratingFrom } from "./claims";
import type { ProcessStep } from "./process";
import { site } from "./site";

/** Copy of the General Contractor page (/gc-services). */
export const gcServices = {
  hero: {
    eyebrow: "General contracting",
    lead: `One licensed general contractor accountable for your whole project: permits, trades, schedule and budget, for homeowners, investors and developers across ${site.area.description}.`,
    photo: "exterior/house-modern-render-timber",
    quote: "Discuss Your Project",
  },
  responsibilities: {
    eyebrow: "What a GC does for you",
    heading: "We Run the Job, So You Don't Have To",
    lead: "Hiring trades one by one means you become the manager. With us, one contract covers it all.",
    items: [
      {
        icon: "permits",
        title: "Permits",
        text: "We draw up and file the applications, answer the city's questions and post the permits on site.",
      },
      {
        icon: "trades",
        title: "Trades",
        text: "Vetted, insured electricians, plumbers, framers and finishers, scheduled and supervised by us.",
      },
      {
        icon: "schedule",
        title: "Schedule",
        text: "A written timeline with milestones, kept current and shared with you every week.",
      },
      {
        icon: "budget",
        title: "Budget",
        text: "A fixed, line-by-line price, and written change orders before any extra work starts.",
      },
      {
        icon: "inspections",
        title: "Inspections",
        text: "We book every inspection, meet the inspector on site and close out the permits.",
      },
    ],
  },
  oversight: {
    eyebrow: "Investor oversight",
    heading: "Your Eyes on Site, Even From Out of Town",
    lead: "Investors and developers see what their money builds, without driving to the property.",
    photo: "exterior/house-brick-new-build-1",
    items: [
      {
        icon: "photos",
        title: "Photo progress reports",
        text: "Dated photos of the work each week, so you see progress instead of hearing about it.",
      },
      {
        icon: "draws",
        title: "Draw schedules tied to work",
        text: "Each payment is matched to a finished, verifiable milestone; you never pay ahead of the work.",
      },
      {
        icon: "manager",
        title: "A dedicated project manager",
        text: "One person who knows your project, answers your calls and owns every decision on site.",
      },
    ],
  },
  audiences: {
    eyebrow: "Who it is for",
    heading: "Built Around How You Own Property",
    items: [
      {
        icon: "home",
        title: "Homeowners",
        text: "Large remodels, additions and whole-home renovations with one accountable team and one point of contact.",
      },
      {
        icon: "investor",
        title: "Investors",
        text: "Rehabs and rental turnovers on a fixed scope, with reporting that lets you manage from anywhere.",
      },
      {
        icon: "developer",
        title: "Developers",
        text: "New builds and multi-unit projects, with permits, trades and inspections run to your schedule.",
      },
    ],
  },
  process: {
    eyebrow: "How it works",
    heading: "Our Contracting Process",
    lead: "Five steps from first walk-through to final sign-off.",
    steps: [
      {
        title: "Site Walk & Scope",
        description: "We walk the property with you and write down exactly what will be done.",
      },
      {
        title: "Fixed Estimate",
        description:
          "A line-by-line price, a timeline and, for investors, a proposed draw schedule.",
      },
      {
        title: "Permits & Scheduling",
        description: "We file permits, book the trades and order long-lead materials.",
      },
      {
        title: "Build & Report",
        description: "Supervised work on site, with weekly photo reports and budget updates.",
      },
      {
        title: "Inspections & Handover",
        description: "Final inspections, permit close-out and a punch-list walkthrough with you.",
      },
    ] satisfies readonly ProcessStep[],
  },
  proof: {
    eyebrow: "Why us",
    heading: "A Track Record You Can Check",
    statsLabel: "Our record in figures",
    stats: [
      { value: `${claims.projectsCompleted}+`, label: "Projects completed" },
      { value: `${claims.yearsExperience}+`, label: "Years of experience" },
      { value: `${claims.rating.value}`, label: `Rating ${ratingFrom}` },
    ],
    licensed: "Licensed and insured",
  },
  cta: {
    heading: "Let's Talk About Your Project",
    text: `Tell us what you are planning. We reply within ${claims.replyWithinHours} hours with next steps.`,
    quote: "Request a Consultation",
    call: "Call",
    // The service the quote form preselects: a slug of services.ts.
    service: "full-service-renovations",
  },
} as const;

export type GcIcon =
  | (typeof gcServices.responsibilities.items)[number]["icon"]
  | (typeof gcServices.oversight.items)[number]["icon"]
  | (typeof gcServices.audiences.items)[number]["icon"];
