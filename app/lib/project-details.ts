import {
  bestTimes,
  contactPreferences,
  quoteRequestSchema,
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

const detailFields = ["zip", "contactPreference", "bestTime"] as const;

/** The details' errors, with the shared schema's rules and messages, as the server words them. */
export function validateProjectDetails(details: ProjectDetails): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of detailFields) {
    const result = quoteRequestSchema.shape[field].safeParse(details[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message;
  }
  return errors;
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
