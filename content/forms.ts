import { claims } from "./claims";
import { site } from "./site";

/**
 * The words of the SMS box that cover a review request by text (issue 37). Leads whose
 * stored consent lacks them agreed to texts about their request only: they get the
 * review request by e-mail alone. Changing them makes every earlier consent not cover it.
 */
export const reviewTextConsent = "and once the job is finished, one request to review our work";

/**
 * Every word of the quote and financing forms, the contact modal and the security
 * verification step. Validation messages are not here: they come from
 * contracts/quote-schema.ts alone, so the browser and the server say the same thing.
 */
export const formCopy = {
  fields: {
    name: { label: "Full name", placeholder: "Jane Smith" },
    email: { label: "Email", placeholder: "you@example.com" },
    phone: { label: "Phone", placeholder: "6305550142" },
    services: {
      label: "Services needed",
      placeholder: "Search services...",
      toggle: "Show all services",
      selected: "Selected services",
      remove: (label: string) => `Remove ${label}`,
      noResults: (search: string) => `No services found for "${search}"`,
      allSelected: "All services have been selected",
    },
    message: { label: "Message", placeholder: "Tell us about your project, timeline and budget." },
    messageOptional: { label: "Message (optional)", placeholder: "Anything we should know?" },
    smsConsent: {
      label: "Receive SMS Updates",
      textBefore: `By checking this box you agree to receive text messages from ${site.name} about your request, ${reviewTextConsent}. Message and data rates may apply; reply STOP to opt out. See our `,
      linkText: "Privacy Policy",
      newTab: "(opens in a new tab)",
      textAfter: ".",
    },
    honeypot: { label: "Leave this field empty" },
    zip: { label: "Project ZIP code (optional)", placeholder: "60601" },
    contactPreference: {
      legend: "Best way to reach you (optional)",
      // "By ..." keeps each choice's name apart from the Email and Phone fields' labels.
      options: { call: "By phone", text: "By text", email: "By email" },
    },
    bestTime: {
      legend: "Best time to reach you (optional)",
      options: { morning: "Morning", afternoon: "Afternoon", evening: "Evening" },
    },
  },
  contactHint: "Give us an email, a phone number, or both.",
  requiredMark: "required",
  hints: {
    nameLetters: "Please enter only letters",
    phoneDigits: "Please enter only numbers",
  },
  submit: {
    quote: "Get Free Quote",
    financing: "Get Pre-Approved Now",
    sending: "Sending...",
  },
  status: {
    sending: "Sending your message...",
    success: "Your message has been sent successfully!",
    reference: (id: string) => `Reference: ${id}`,
    replyPromise: `We will get back to you within ${claims.replyWithinHours} hours.`,
    error: "Sorry, there was an error sending your message. Please try again.",
    timeout: "Email sending timeout",
    networkError: "Network Error",
  },
  financingMessage: "Financing inquiry",
  additionalInformation: "Additional Information",
  verification: {
    title: "Security Verification Required",
    description: "Complete the verification below to send your message securely.",
    note: "This verification is required to protect against spam.",
    sending: "Sending your message...",
    loading: "Loading the security check...",
    loadFailed: (provider: string) =>
      `Failed to load ${provider}. Please refresh the page and try again.`,
    refresh: "Refresh Page",
    close: "Close",
    providers: {
      altcha: "ALTCHA",
      recaptcha: "reCAPTCHA",
      turnstile: "Turnstile",
      unknown: "the security check",
    },
  },
  modal: {
    title: "Request a Free Quote",
    subtitle: `Fill out the form below and we'll get back to you within ${claims.replyWithinHours} hours.`,
    close: "Close",
    formLabel: "Quote request",
  },
  noScript: {
    heading: "This form needs JavaScript",
    body: "Our quote form uses a security check that runs in your browser. You can reach us directly instead:",
    call: `Call ${site.phone.display}`,
    email: `Email ${site.email}`,
  },
  devTools: {
    heading: "Developer tools",
    addField: "Add Field",
    addService: "Add Service",
    testError: "Test Error",
    testEmail: "Test Email",
    extraFieldLabel: (n: number) => `Additional field ${n}`,
    removeField: (n: number) => `Remove additional field ${n}`,
    sample: {
      name: "Test Visitor",
      email: "test.visitor@example.com",
      phone: "6305550100",
      message: "This is a test message from the developer tools of the quote form.",
    },
  },
  contactPage: {
    formHeading: "Tell us about your project",
    detailsHeading: "Prefer to talk?",
    detailsLead: "Call, text or e-mail us. A project manager answers, not a call center.",
    call: "Call us",
    text: "Text us",
    email: "Email us",
    hours: "Hours",
    area: "Service area",
    promises: [
      `Reply within ${claims.replyWithinHours} hours`,
      "Free, no-obligation estimate",
      `${claims.financing.headline} available`,
    ],
  },
} as const;

/**
 * The quote form's two variants, and everything that differs between them, decided here
 * once. The financing pre-approval asks for the same fields with an optional message, sent
 * as "Financing inquiry" when left empty, and for no photos or project details: those
 * belong to a job to be quoted.
 */
export const quoteFormVariants = {
  quote: {
    form: "quote",
    message: formCopy.fields.message,
    messageRequired: true,
    emptyMessage: undefined,
    asksForProject: true,
    submit: formCopy.submit.quote,
  },
  financing: {
    form: "financing",
    message: formCopy.fields.messageOptional,
    messageRequired: false,
    emptyMessage: formCopy.financingMessage,
    asksForProject: false,
    submit: formCopy.submit.financing,
  },
} as const;
