import { claims } from "./claims";

/** Every word of the All Services page below its title; the cards come from services.ts. */
export const allServicesContent = {
  searchLabel: "Find a service",
  searchPlaceholder: "Search services...",
  resultCount: (count: number) => `${count} ${count === 1 ? "service" : "services"} found`,
  gridLabel: "Services",
  empty: {
    heading: "No services found",
    text: (query: string) =>
      `Nothing matches “${query}”. Try another word, or tell us about the project and we will point you to the right trade.`,
    clear: "Clear Search",
  },
  showMore: (remaining: number) => `Show More Services (${remaining} remaining)`,
  cardAction: "View details",
  /** Shown only without scripts, where the grid cannot page: every service, linked. */
  withoutScript: { heading: "Every service we offer" },
  dialog: {
    offerHeading: "What We Offer",
    financingBadge: `${claims.financingPercent}% FINANCING AVAILABLE`,
    financingNote: "No upfront costs • Flexible payment options",
    messageUs: "Message Us For More Details",
    servicePage: "Visit the service page",
  },
  cta: {
    eyebrow: "Free estimate",
    heading: "Not sure which service you need?",
    lead: `Most projects touch several trades. Tell us what you want to change and we will put together one plan, one schedule and one price, and reply within ${claims.replyWithinHours} hours.`,
    action: "Request a Free Quote",
    call: "Call us",
  },
} as const;
