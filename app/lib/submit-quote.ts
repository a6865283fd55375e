import { formCopy } from "~content/forms";
import { isRecord } from "./is-record";
import { givenDetails, type ProjectDetails } from "../../contracts/project-details";
import { quoteAnswerSchema } from "../../contracts/quote-answer";
import { formFieldOf } from "../../contracts/quote-field";
import type {
  FieldErrors,
  QuoteForm,
  QuoteFormData,
  QuoteRequestBody,
} from "../../contracts/quote-schema";
import { apiRoutes } from "../../contracts/routes";
import { serviceLabel } from "~content/service-lookup";
import { visitTouches } from "./visit-touches";

/** A send that takes longer than 30 s counts as failed, and the form says so. */
export const sendTimeoutMs = 30_000;

export type ExtraField = { id: number; label: string; value: string };

export type SubmitResult =
  /** `booking`: the lead's booking page, when it may book its estimate visit (decision 252). */
  | { ok: true; id: string; booking?: string }
  | {
      ok: false;
      error: string;
      fieldErrors?: FieldErrors;
      /** The server refused a photo (400, 413 or 415 naming the file): what it said. */
      photoError?: string;
      /** The server's status when it answered; none after a timeout or a network error. */
      status?: number;
    };

type PayloadOptions = {
  /** Which form sends: the inbox marks a request from the financing form (decision 249). */
  form?: QuoteForm;
  /** The financing form sends 'Financing inquiry' when the message is left empty. */
  emptyMessage?: string;
  extraFields?: readonly ExtraField[];
  captchaToken: string;
  honeypot: string;
};

function withAdditionalInformation(message: string, extras: readonly ExtraField[]): string {
  const filled = extras.filter((field) => field.value.trim());
  if (filled.length === 0) return message;
  const lines = filled.map((field) => `${field.label}: ${field.value.trim()}`);
  return `${message}\n\n${formCopy.additionalInformation}:\n${lines.join("\n")}`;
}

/** The JSON body of POST /api/contact, built from the form's state. */
export function buildQuoteRequest(
  data: QuoteFormData & Partial<ProjectDetails>,
  options: PayloadOptions,
): QuoteRequestBody {
  const typed = data.message.trim();
  const message = typed || options.emptyMessage || "";
  return {
    name: data.name.trim(),
    email: data.email.trim(),
    phone: data.phone.trim(),
    service: data.services.map(serviceLabel).join(", "),
    message: withAdditionalInformation(message, options.extraFields ?? []),
    smsConsent: data.smsConsent ? "Yes" : "No",
    ...givenDetails({ ...data, zip: data.zip?.trim() }),
    type: "contact",
    ...(options.form ? { form: options.form } : {}),
    captchaToken: options.captchaToken,
    website: options.honeypot,
    ...visitTouches(),
  };
}

function readFieldErrors(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === "string") errors[formFieldOf(key)] = message;
  }
  return errors as FieldErrors;
}

/**
 * Whether the server answered that it stored nothing of this request (a refusal of its
 * input, its captcha or its rate): the next send is a new request, with a new key. A 409
 * is the idempotency check itself (the first send is still being processed): not that.
 */
export function wasRefused(result: SubmitResult): boolean {
  return (
    !result.ok &&
    result.status !== undefined &&
    result.status >= 400 &&
    result.status < 500 &&
    result.status !== 409
  );
}

/** What the server answered, read the same way for both kinds of send. */
export function readAnswer(
  status: number,
  body: unknown,
  { withPhotos = false } = {},
): SubmitResult {
  if (status >= 200 && status < 300 && isRecord(body) && body.success === true) {
    // A booking path of another shape is dropped, never followed; the request still stood.
    const booking = quoteAnswerSchema.shape.booking.safeParse(body.booking).data;
    if (typeof body.id === "string")
      return booking ? { ok: true, id: body.id, booking } : { ok: true, id: body.id };
  }
  const error = isRecord(body) && typeof body.error === "string" ? body.error : `HTTP ${status}`;
  const fieldErrors = isRecord(body) ? readFieldErrors(body.fieldErrors) : undefined;
  // With photos, a refusal that names no field is about a file: the form shows it beside them.
  const photoError =
    withPhotos && !fieldErrors && isRecord(body) && [400, 413, 415].includes(status)
      ? error
      : undefined;
  return { ok: false, error, fieldErrors, ...(photoError ? { photoError } : {}), status };
}

/**
 * Posts a quote request, racing it against the send timeout. Never throws: every failure
 * (network, timeout, non-JSON answer, success:false) comes back as `ok: false`.
 */
export async function submitQuote(
  request: QuoteRequestBody,
  {
    timeoutMs = sendTimeoutMs,
    fetchImpl = fetch,
    idempotencyKey,
  }: { timeoutMs?: number; fetchImpl?: typeof fetch; idempotencyKey?: string } = {},
): Promise<SubmitResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<SubmitResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ ok: false, error: formCopy.status.timeout });
    }, timeoutMs);
  });
  const send = (async (): Promise<SubmitResult> => {
    try {
      const response = await fetchImpl(apiRoutes.quoteRequest, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
        },
        body: JSON.stringify(request),
        signal: controller.signal,
      });
      const body: unknown = await response.json().catch(() => null);
      return readAnswer(response.status, body);
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  })();
  try {
    return await Promise.race([send, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
