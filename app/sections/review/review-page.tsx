import type { ReactNode } from "react";
import { reviewPage } from "~content/review";
import { HeadedSection } from "~/sections/shared/headed-section";
import { ReviewIntro } from "./review-intro";
import { ReviewLinks } from "./review-links";

const form = reviewPage.form;

/** The Review page: thanks, the review sites, and the form that tells us a review is up. */
export function ReviewPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <ReviewIntro title={title} />
      <div className="border-t border-line bg-card">
        <div className="container-site section-y grid gap-12 lg:grid-cols-2 lg:gap-16">
          <ReviewLinks />
          <HeadedSection headingId="review-form-heading" copy={form}>
            <div className="mt-8">{children}</div>
          </HeadedSection>
        </div>
      </div>
    </>
  );
}
