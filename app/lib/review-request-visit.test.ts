// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { reviewRequestToken, startReviewRequestVisit } from "./review-request-visit";

const token = "LHf3KivT_Ij9A65ZJd5Esy0I";

describe("/review reached from a review request", () => {
  it("reads the token only with the request's mark", () => {
    expect(reviewRequestToken(`?from=request&t=${token}`)).toBe(token);
    expect(reviewRequestToken(`?t=${token}`)).toBeUndefined();
    expect(reviewRequestToken("?from=request&t=<script>")).toBeUndefined();
  });

  it("marks the page, and reports the request opened once, on a platform's click", () => {
    window.history.replaceState(null, "", `/review?from=request&t=${token}`);
    document.body.innerHTML = `<a data-review-platform="google" href="#">Google</a><form></form>`;
    const send = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    startReviewRequestVisit(document, send);
    expect(document.documentElement.dataset.reviewRequest).toBe("");
    expect(send).not.toHaveBeenCalled();
    document.querySelector("a")?.click();
    document.querySelector("form")?.dispatchEvent(new Event("submit", { cancelable: true }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      "/api/review-requests/opened",
      expect.objectContaining({ body: JSON.stringify({ token }) }),
    );
  });
});
