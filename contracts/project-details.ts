import {
  bestTimes,
  contactPreferences,
  messages,
  zipPattern,
  type BestTime,
  type ContactPreference,
  type FieldErrors,
} from "./quote-schema";

/** The project's three optional details as the form holds them; "" is "not given". */
export type ProjectDetails = {
  zip: string;
  contactPreference: ContactPreference | "";
  bestTime: BestTime | "";
};

export const noProjectDetails: ProjectDetails = { zip: "", contactPreference: "", bestTime: "" };

/**
 * The details' errors, with the shared schema's pattern and message. Only the ZIP code is
 * typed; the two choices can only hold what the form offers. (The request schema itself
 * would bring zod's object parser into the page's first-touch script.)
 */
export function validateProjectDetails(details: ProjectDetails): FieldErrors {
  const zip = details.zip.trim();
  return zip && !zipPattern.test(zip) ? { zip: messages.zipInvalid } : {};
}

function choice<T extends string>(values: readonly T[], value: unknown): T | "" {
  return values.find((known) => known === value) ?? "";
}

/** Details read back from somewhere the visitor controls (a draft, the page before hydration). */
export function readProjectDetails(value: Record<string, unknown>): ProjectDetails {
  return {
    zip: typeof value.zip === "string" ? value.zip.slice(0, 10) : "",
    contactPreference: choice(contactPreferences, value.contactPreference),
    bestTime: choice(bestTimes, value.bestTime),
  };
}

/** Only the details a visitor gave: those not given are left out of a request or a draft. */
export function givenDetails({
  zip,
  contactPreference,
  bestTime,
}: Partial<ProjectDetails>): Partial<ProjectDetails> {
  return {
    ...(zip ? { zip } : {}),
    ...(contactPreference ? { contactPreference } : {}),
    ...(bestTime ? { bestTime } : {}),
  };
}
