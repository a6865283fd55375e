import type { QuoteFormData } from "../../contracts/quote-schema";

/** A complete quote form as a visitor fills it in: the tests' common starting point. */
export const sampleQuoteForm: QuoteFormData = {
  name: "Jane Smith",
  email: "jane@example.com",
  phone: "6305550142",
  services: ["kitchens", "tiles"],
  message: "We want a new kitchen with an island.",
  smsConsent: true,
};
