import { ResponsivePicture } from "~/components/responsive-picture";
import type { GalleryContent } from "~content/gallery";
import type { BeforeAfterPair } from "~contracts/gallery-manifest";
import { LabelByWidth } from "~/components/ui/label-by-width";
import { pairsNarrowPageSize, pairsPageSize, usePairsPageSize } from "./gallery-constants";
import { ShowMoreButton } from "./show-more-button";
import { useShowMore } from "./use-show-more";
import { Icon } from "~/components/icon";

type BeforeAfterGridProps = {
  /** The pairs at hand: the prerendered first page, then the whole manifest. */
  pairs: readonly BeforeAfterPair[];
  /** How many pairs the gallery holds, for the remaining count. */
  total: number;
  content: GalleryContent["beforeAfter"];
  onOpen: (pair: BeforeAfterPair) => void;
};

const narrowTail = "[@media(scripting:enabled)_and_(width<481px)]:hidden";

/** Finished projects as cards showing the result; each opens the comparison slider. */
export function BeforeAfterGrid({ pairs, total, content, onOpen }: BeforeAfterGridProps) {
  const pageSize = usePairsPageSize();
  const { shown, remaining, waiting, showMore, listRef } = useShowMore(
    pairs.length,
    total,
    pageSize ?? pairsPageSize,
  );
  // Until the width is known the HTML holds the wide page, and CSS hides its tail on phones;
  // without scripts every card stays, as the list of the rest starts after the wide page.
  const beforeWidthKnown = (index: number) =>
    pageSize === null && index >= pairsNarrowPageSize ? narrowTail : undefined;

  if (total === 0) {
    return <p className="py-16 text-center text-lg text-ink-muted">{content.empty}</p>;
  }

  return (
    <>
      <ul
        ref={listRef}
        data-testid="before-after-grid"
        className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {pairs.slice(0, shown).map((pair, index) => (
          <li key={pair.id} className={beforeWidthKnown(index)}>
            <button
              type="button"
              onClick={() => onOpen(pair)}
              // Label in Name: the name starts with what the card shows ("Project 1", "Compare").
              aria-label={content.openLabel(pair.projectNumber)}
              className="group block w-full overflow-hidden rounded-card border border-line bg-card text-left shadow-card transition-shadow duration-200 hover:shadow-raised"
            >
              <span className="block aspect-[4/3] overflow-hidden bg-surface-sunk">
                {/* The card's name says what it opens; the dialog shows both photos with their alt. */}
                <ResponsivePicture
                  photo={pair.after}
                  alt=""
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="block h-full w-full"
                  imgClassName="h-full w-full object-cover transition-transform duration-300 ease-out group-hover:scale-[1.03]"
                />
              </span>
              <span className="flex items-center justify-between gap-3 px-5 py-4">
                <span className="text-h3 font-semibold text-ink">
                  {content.project(pair.projectNumber)}
                </span>
                {/* Keeps the visible text "Project 1 Compare", not "Project 1Compare". */}{" "}
                <span className="inline-flex items-center gap-2 text-base font-semibold text-ink-soft group-hover:text-ink">
                  <Icon name="columns" className="size-4" />
                  {content.compare}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {remaining > 0 ? (
        <ShowMoreButton onClick={showMore} waiting={waiting} loading={content.loading}>
          {pageSize === null ? (
            <LabelByWidth
              label={content.showMore}
              wide={remaining}
              narrow={total - Math.min(total, pairsNarrowPageSize)}
              hideWide="max-[481px]:hidden"
              hideNarrow="min-[481px]:hidden"
            />
          ) : (
            content.showMore(remaining)
          )}
        </ShowMoreButton>
      ) : null}
    </>
  );
}
