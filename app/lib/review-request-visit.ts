import { apiRoutes, reviewRequestQuery } from "~contracts/routes";

/** The token of a review request's link, when /review was reached from one (`?from=request&t=`). */
export function reviewRequestToken(search: string): string | undefined {
  const params = new URLSearchParams(search);
  if (params.get("from") !== reviewRequestQuery.from) return undefined;
  const token = params.get(reviewRequestQuery.token) ?? "";
  return /^[A-Za-z0-9_-]{16,64}$/.test(token) ? token : undefined;
}

/**
 * On /review reached from a review request (issue 37): Yelp is not offered (it penalizes
 * businesses that ask for reviews; CSS hides `[data-platform="yelp"]` under the mark), and
 * the first thing the homeowner does, a platform's link or the form, reports the request
 * opened. A mere visit does not: mail scanners fetch links too.
 */
export function startReviewRequestVisit(
  doc: Document = document,
  send: typeof fetch = fetch,
): void {
  const token = reviewRequestToken(doc.location.search);
  if (!token) return;
  doc.documentElement.dataset.reviewRequest = "";
  let reported = false;
  const report = () => {
    if (reported) return;
    reported = true;
    void send(apiRoutes.reviewOpened, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token }),
      // The platform's link opens a new tab; the report still goes if this one closes.
      keepalive: true,
    }).catch(() => {
      reported = false;
    });
  };
  doc.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-review-platform]")) report();
  });
  doc.addEventListener("submit", report, { capture: true });
}
