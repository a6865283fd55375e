import { lazy, Suspense, useState } from "react";
import { buttonClasses } from "~/components/ui/button-styles";
import type { reviewsContent } from "~content/home";
import { claims } from "~content/claims";
import { site } from "~content/site";
import { RatingStars } from "~/sections/shared/rating-stars";
import { Icon } from "~/components/icon";

const loadYelpDialog = () => import("~/components/yelp-dialog");
const YelpDialog = lazy(loadYelpDialog);

type ReviewsProps = { content: typeof reviewsContent };

/**
 * The rating, stated as what it is (an average of public reviews, with where they are),
 * and the two places a visitor can read those reviews for themselves.
 */
export function Reviews({ content }: ReviewsProps) {
  const [yelpOpen, setYelpOpen] = useState(false);
  const [yelpWanted, setYelpWanted] = useState(false);

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="render-when-near dark-band section-y bg-ink-deep text-on-dark"
    >
      <div className="container-site grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="eyebrow text-on-dark-muted">{content.eyebrow}</p>
          <h2 id="reviews-heading" className="mt-3 text-h2 text-on-dark">
            {content.heading}
          </h2>
          <p className="mt-4 max-w-xl text-lg text-on-dark-muted">{content.sourceNote}</p>
        </div>

        <figure className="rounded-card border border-white/15 bg-white/[0.04] p-6 sm:p-8">
          <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
            <p className="flex items-baseline gap-2">
              <span className="text-[4.5rem] leading-none font-semibold tracking-tight text-white tabular-nums sm:text-[5.5rem]">
                {content.ratingValue}
              </span>
              <span className="text-lg text-on-dark-muted">{content.ratingOutOf}</span>
            </p>
            <div className="pb-3">
              <RatingStars value={claims.rating.value} label={content.ratingStarsLabel} />
            </div>
          </div>
          <figcaption className="mt-4 text-lg text-on-dark">{content.ratingClaim}</figcaption>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a
              href={site.social.google}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("on-dark", "md")}
            >
              <Icon name="google" className="size-5" />
              {content.google}
              <Icon name="arrow-up-right" className="size-4" />
              <span className="sr-only"> {content.newTab}</span>
            </a>
            <button
              type="button"
              aria-haspopup="dialog"
              onPointerEnter={() => void loadYelpDialog()}
              onClick={() => {
                setYelpWanted(true);
                setYelpOpen(true);
              }}
              className={buttonClasses("outline-on-dark", "md")}
            >
              <Icon name="yelp" className="size-5" />
              {content.yelp}
            </button>
          </div>
        </figure>
      </div>
      {yelpWanted ? (
        <Suspense fallback={null}>
          <YelpDialog open={yelpOpen} onOpenChange={setYelpOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
