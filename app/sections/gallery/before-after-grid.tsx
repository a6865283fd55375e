import { Columns2 } from "lucide-react";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ResponsivePicture } from "~/components/responsive-picture";
import { Button } from "~/components/ui/button";
import type { GalleryContent } from "~/content/gallery";
import type { BeforeAfterPair } from "~/lib/gallery-manifest";
import { usePairsPageSize } from "./gallery-constants";

type BeforeAfterGridProps = {
  /** null while the manifest is on its way. */
  pairs: readonly BeforeAfterPair[] | null;
  content: GalleryContent["beforeAfter"];
  onOpen: (pair: BeforeAfterPair) => void;
};

/** Finished projects as cards showing the result; each opens the comparison slider. */
export function BeforeAfterGrid({ pairs, content, onOpen }: BeforeAfterGridProps) {
  const pageSize = usePairsPageSize();
  const [pages, setPages] = useState(1);
  const listRef = useRef<HTMLUListElement>(null);

  if (pairs === null) {
    return (
      <p role="status" className="py-16 text-center text-lg text-ink-muted">
        {content.loading}
      </p>
    );
  }
  if (pairs.length === 0) {
    return <p className="py-16 text-center text-lg text-ink-muted">{content.empty}</p>;
  }

  const visible = pairs.slice(0, pageSize * pages);
  const remaining = pairs.length - visible.length;

  const showMore = () => {
    const firstNew = visible.length;
    flushSync(() => setPages((count) => count + 1));
    listRef.current?.querySelectorAll<HTMLButtonElement>("button")[firstNew]?.focus();
  };

  return (
    <>
      <ul
        ref={listRef}
        data-testid="before-after-grid"
        className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {visible.map((pair) => (
          <li key={pair.id}>
            <button
              type="button"
              onClick={() => onOpen(pair)}
              aria-label={content.openLabel(pair.projectNumber)}
              className="group block w-full overflow-hidden rounded-card border border-line bg-card text-left shadow-card transition-shadow duration-200 hover:shadow-raised"
            >
              <span className="block aspect-[4/3] overflow-hidden bg-surface-sunk">
                <ResponsivePicture
                  photo={pair.after}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="block h-full w-full"
                  imgClassName="h-full w-full object-cover transition-transform duration-300 ease-out group-hover:scale-[1.03]"
                />
              </span>
              <span className="flex items-center justify-between gap-3 px-5 py-4">
                <span className="text-h3 font-semibold text-ink">
                  {content.project(pair.projectNumber)}
                </span>
                <span className="inline-flex items-center gap-2 text-base font-semibold text-ink-soft group-hover:text-ink">
                  <Columns2 aria-hidden="true" className="size-4" />
                  {content.compare}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {remaining > 0 ? (
        <div className="mt-10 flex justify-center">
          <Button
            variant="secondary"
            size="lg"
            onClick={showMore}
            // Long labels wrap on a phone instead of widening the page.
            className="w-full text-center whitespace-normal! sm:w-auto"
          >
            {content.showMore(remaining)}
          </Button>
        </div>
      ) : null}
    </>
  );
}
