import { formCopy } from "../content/forms";
import { isRecord } from "./is-record";
import { givenDetails, type ProjectDetails } from "./project-details";
import type { FieldErrors, QuoteFormData, QuoteRequestBody } from "./quote-schema";
import { apiRoutes } from "./routes";
import { serviceLabel } from "./service-match";
import { uploadForm, type UploadRequest } from "./upload";

/** A send that takes longer than 30 s counts as failed, and the form says so. */
export const sendTimeoutMs = 30_000;

export type ExtraField = { id: number; label: string; value: string };

export type SubmitResult =
  | { ok: true; id: string }
  | {
      ok: false;
      error: string;
      fieldErrors?: FieldErrors;
      /** The server refused a photo (400, 413 or 415 naming the file): what it said. */
      photoError?: string;
    };

type PayloadOptions = {
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
    captchaToken: options.captchaToken,
    website: options.honeypot,
  };
}

function readFieldErrors(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === "string") errors[key === "service" ? "services" : key] = message;
  }
  return errors as FieldErrors;
}

/** What the server answered, read the same way for both kinds of send. */
function readAnswer(status: number, body: unknown, { withPhotos = false } = {}): SubmitResult {
  if (status >= 200 && status < 300 && isRecord(body) && body.success === true) {
    if (typeof body.id === "string") return { ok: true, id: body.id };
  }
  const error = isRecord(body) && typeof body.error === "string" ? body.error : `HTTP ${status}`;
  const fieldErrors = isRecord(body) ? readFieldErrors(body.fieldErrors) : undefined;
  // With photos, a refusal that names no field is about a file: the form shows it beside them.
  const photoError =
    withPhotos && !fieldErrors && isRecord(body) && [400, 413, 415].includes(status)
      ? error
      : undefined;
  return { ok: false, error, fieldErrors, ...(photoError ? { photoError } : {}) };
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

/** The text fields of a multipart quote request, in the order they are sent. */
export const multipartFieldOrder = [
  "name",
  "email",
  "phone",
  "service",
  "message",
  "smsConsent",
  "zip",
  "contactPreference",
  "bestTime",
  "captchaToken",
  "website",
  "type",
] as const satisfies readonly (keyof QuoteRequestBody)[];

/** The field of the multipart form that carries the photos. */
export const photosField = "photos";

/**
 * The multipart body of a quote request with photos: every text field first (the server
 * checks the captcha and the rate limit before it reads a single file), then the photos.
 */
export function buildQuoteForm(request: QuoteRequestBody, photos: readonly Blob[]): FormData {
  const form = new FormData();
  for (const field of multipartFieldOrder) form.append(field, request[field] ?? "");
  photos.forEach((photo, index) => form.append(photosField, photo, `photo-${index + 1}.jpg`));
  return form;
}

export type PhotoSendOptions = {
  idempotencyKey: string;
  /** The share of the request sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** How long the upload may stand still, or wait for the answer after its last byte. */
  inactivityMs?: number;
  createRequest?: () => UploadRequest;
};

/**
 * Posts a quote request with photos as multipart/form-data, reporting progress. Like
 * submitQuote it never throws; its timeout restarts whenever bytes move.
 */
export async function submitQuoteWithPhotos(
  request: QuoteRequestBody,
  photos: readonly Blob[],
  { idempotencyKey, onProgress, inactivityMs = sendTimeoutMs, createRequest }: PhotoSendOptions,
): Promise<SubmitResult> {
  const answer = await uploadForm({
    url: apiRoutes.quoteRequest,
    body: buildQuoteForm(request, photos),
    headers: { Accept: "application/json", "Idempotency-Key": idempotencyKey },
    inactivityMs,
    onProgress: (sent, total) => onProgress?.(total > 0 ? Math.round((sent / total) * 100) : 0),
    createRequest,
  });
  if (answer.kind === "timeout") return { ok: false, error: formCopy.status.timeout };
  if (answer.kind === "network") return { ok: false, error: formCopy.status.networkError };
  let body: unknown = null;
  try {
    body = JSON.parse(answer.text);
  } catch {
    // An HTML error page from a proxy: judged by its status below.
  }
  return readAnswer(answer.status, body, { withPhotos: true });
}
