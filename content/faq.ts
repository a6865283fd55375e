import { claims } from "./claims";

export type FaqItem = { question: string; answer: string };

export const faq = [
  {
    question: "How long does a typical remodel take?",
    answer:
      "Small projects such as a powder room or a single room refresh take 2-4 weeks. Medium projects such as a full kitchen or bathroom take 6-8 weeks. Large projects such as additions or whole-home renovations take 3-6 months or more. You get a written schedule before work starts.",
  },
  {
    question: "Do you handle permits?",
    answer:
      "Yes. We prepare and file every permit your project needs, schedule the inspections and meet the inspector on site. Permit fees are listed in your estimate.",
  },
  {
    question: "How much does a bathroom remodel cost?",
    answer:
      "Most bathroom remodels fall between $10,000 and $30,000, depending on size, layout changes and finishes. We give you a fixed, itemized price after a free on-site visit.",
  },
  {
    question: "How much does a kitchen remodel cost?",
    answer:
      "Most kitchen remodels fall between $25,000 and $75,000. Cabinetry, counters and whether walls move are the biggest factors. Room additions start from $50,000.",
  },
  {
    question: "Do you offer financing?",
    answer: `Yes. We offer ${claims.financingPercent}% financing with zero down payment, quick approval and no credit check. Ask for pre-approval with your estimate.`,
  },
  {
    question: "What warranty do you provide?",
    answer: `Our labor is covered by a ${claims.laborWarrantyYears}-year warranty, and materials carry their manufacturers' warranties. We register those warranties for you and keep copies on file.`,
  },
  {
    question: "What if I want to change something mid-project?",
    answer:
      "Changes are normal. We write each change up with its price and its effect on the schedule before any work is done, so you decide with the facts in front of you. Changes may affect both timeline and budget.",
  },
  {
    question: "Are you licensed and insured?",
    answer:
      "Yes. We are a licensed general contractor carrying general liability and workers' compensation insurance. Certificates are available on request.",
  },
  {
    question: "Can you manage a project for an out-of-town investor?",
    answer:
      "Yes. Investor projects get a dedicated project manager, weekly photo reports and draw schedules tied to completed work, so you can run a rehab without being on site.",
  },
] as const satisfies readonly FaqItem[];

/** Copy of the FAQ page around the questions themselves. */
export const faqPage = {
  stillHeading: "Still Have Questions?",
  stillLead:
    "Every project is different. Tell us about yours and we will answer in plain terms, usually the same day.",
  contactButton: "Contact Us Today",
  callLabel: "Call",
  emailLabel: "E-mail",
} as const;
