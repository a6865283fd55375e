import { SubpageHeader } from "~/components/subpage-header";
import { pages } from "~/content/pages";
import { reviewPage } from "~/content/review";
import { pageMeta } from "~/lib/meta";
import { SectionHeading } from "~/sections/section-heading";
import { ReviewForm } from "~/sections/review/review-form";
import { ReviewIntro } from "~/sections/review/review-intro";
import { ReviewLinks } from "~/sections/review/review-links";

const page = pages.review;
const form = reviewPage.form;

export function meta() {
  return pageMeta(page);
}

export default function ReviewPage() {
  return (
    <>
      <SubpageHeader />
      <main id="main">
        <ReviewIntro title={page.heading} />
        <div className="border-t border-line bg-card">
          <div className="container-site section-y grid gap-12 lg:grid-cols-2 lg:gap-16">
            <ReviewLinks />
            <section aria-labelledby="review-form-heading">
              <SectionHeading
                id="review-form-heading"
                eyebrow={form.eyebrow}
                heading={form.heading}
                lead={form.lead}
              />
              <div className="mt-8">
                <ReviewForm headingId="review-form-heading" />
              </div>
            </section>
          </div>
        </div>
      </main>
    </>
  );
}
