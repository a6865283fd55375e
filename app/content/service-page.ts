/** Copy of the generic service page (/services/{serviceSlug}). */
export const servicePage = {
  back: "Back to Services",
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
