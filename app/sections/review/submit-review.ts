import type { ReviewFieldErrors, ReviewRequestBody } from "~contracts/review-schema";
import { isRecord } from "~/lib/is-record";
import { apiRoutes } from "~contracts/routes";
import { sendTimeoutMs } from "~/lib/submit-quote";

/** The notice as the browser sends it: whatever the server's schema accepts. */
export type ReviewRequest = ReviewRequestBody;

export type ReviewResult =
  { ok: true; id: string } | { ok: false; fieldErrors?: ReviewFieldErrors };

/** Posts the notice; never throws, and gives up after the same timeout as the quote form. */
export async function submitReview(
  request: ReviewRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<ReviewResult> {
  try {
    const response = await fetchImpl(apiRoutes.reviewNotice, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && isRecord(body) && body.success === true && typeof body.id === "string") {
      return { ok: true, id: body.id };
    }
    const fieldErrors =
      isRecord(body) && isRecord(body.fieldErrors)
        ? (body.fieldErrors as ReviewFieldErrors)
        : undefined;
    return { ok: false, fieldErrors };
  } catch {
    return { ok: false };
  }
}
