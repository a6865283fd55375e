import { useState } from "react";
import type { SendOutcome } from "~/components/form/use-form-submission";
import { formCopy } from "~content/forms";
import { createRequestKey } from "~/lib/idempotency-key";
import type { QuoteRequestBody } from "~contracts/quote-schema";
import { buildQuoteRequest, submitQuote, wasRefused, type SubmitResult } from "~/lib/submit-quote";
import type { ChosenPhoto, ContactField, Photos, QuoteData, VariantRules } from "./types";

/** A refused photo is a message beside the photos, like a field's error beside its field. */
function toOutcome(result: SubmitResult): SendOutcome<ContactField> {
  if (result.ok || !result.photoError) return result;
  return { ...result, fieldErrors: { ...result.fieldErrors, photos: result.photoError } };
}

async function sendWithPhotos(
  request: QuoteRequestBody,
  photos: readonly ChosenPhoto[],
  idempotencyKey: string,
  onProgress: (percent: number) => void,
): Promise<SubmitResult> {
  // Fetched on the first send with photos: most requests carry none.
  const upload = await import("~/lib/submit-photos").catch(() => null);
  if (!upload) return { ok: false, error: formCopy.status.networkError };
  const blobs = photos.map((photo) => photo.blob);
  return upload.submitQuoteWithPhotos(request, blobs, { idempotencyKey, onProgress });
}

/**
 * How the quote form sends: JSON without photos, multipart with progress once photos are
 * attached, each carrying the request's idempotency key, kept across resends until the
 * server has either stored the request or refused it (a timed-out send may have been
 * stored after all; decision 189).
 */
export function useQuoteSend(rules: VariantRules, photos: Photos) {
  const [requestKey] = useState(createRequestKey);
  // How much of a request with photos is sent, in percent; null when none is on its way.
  const [progress, setProgress] = useState<number | null>(null);
  // The lead's booking page once a request is stored (decision 252): it outlives the fading
  // success message and stays until dismissed or the next send.
  const [booking, setBooking] = useState<string | null>(null);

  const post = async (data: QuoteData, captchaToken: string, honeypot: string) => {
    const request = buildQuoteRequest(data, {
      form: rules.form,
      emptyMessage: rules.emptyMessage,
      extraFields: data.extraFields,
      captchaToken,
      honeypot,
    });
    setBooking(null);
    const chosen = await photos.settled();
    const idempotencyKey = requestKey.current();
    let result: SubmitResult;
    if (chosen.length === 0) {
      result = await submitQuote(request, { idempotencyKey });
    } else {
      setProgress(0);
      result = await sendWithPhotos(request, chosen, idempotencyKey, setProgress);
      setProgress(null);
    }
    // Only a send whose fate is unknown (a timeout, a network or server error) keeps its key.
    if (result.ok || wasRefused(result)) requestKey.renew();
    if (result.ok && result.booking) setBooking(result.booking);
    return toOutcome(result);
  };

  return { post, progress, booking, dismissBooking: () => setBooking(null) };
}
