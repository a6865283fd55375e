import { formCopy } from "~content/forms";
import type { QuoteRequestBody } from "../../contracts/quote-schema";
import { apiRoutes } from "../../contracts/routes";
import { readAnswer, sendTimeoutMs, type SubmitResult } from "./submit-quote";
import { uploadForm, type UploadRequest } from "./upload";

/**
 * A quote request with photos, as multipart/form-data with upload progress. Its code is
 * fetched only when a request with photos is sent (decision 188).
 */

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
  "form",
  "firstTouch",
  "lastTouch",
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
