import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";
import { Icon } from "~/components/icon";
import { Dialog } from "~/components/ui/dialog";
import { adminPhotosCopy } from "~content/admin-photos";
import { usePrefersReducedMotion } from "~/hooks/use-prefers-reduced-motion";
import { useSwipeThreshold } from "~/hooks/use-swipe-threshold";

const copy = adminPhotosCopy.viewer;

export type ViewedPhoto = { url: string; width: number; height: number; alt: string };

export type PhotoViewerProps = {
  title: string;
  photos: readonly ViewedPhoto[];
  /** The open photo, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

/** Embla's physics setting for a slide of about half a second (as services-carousel.tsx). */
const slideDuration = 20;

const navClasses =
  "absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink-deep/70 text-on-dark shadow-raised backdrop-blur-sm transition-colors duration-200 hover:bg-ink-deep";

/**
 * Loaded when a thumbnail is first tapped: a lead's photos full size, one at a time, in a
 * dialog (Radix: focus kept inside, Escape and the close button close it, focus goes back
 * to the thumbnail). A swipe moves through them (Embla), and so do the arrow keys and
 * buttons. Only the open photo and its neighbors are fetched, so a slow phone spends its
 * bytes on the photo the owner looks at.
 */
export default function PhotoViewer({ title, photos, index, onIndexChange }: PhotoViewerProps) {
  const total = photos.length;
  const reducedMotion = usePrefersReducedMotion();
  // Mounted for one visit (the caller drops it on close): it opens on the photo tapped.
  // Options that changed on every move would start Embla over each time.
  const [startIndex] = useState(index ?? 0);
  const [viewportRef, api] = useEmblaCarousel({
    startIndex,
    duration: reducedMotion ? 0 : slideDuration,
  });
  useSwipeThreshold(api);
  // Each photo once asked for stays: moving back does not fetch it again.
  const [asked, setAsked] = useState<ReadonlySet<number>>(() => new Set());

  // The index is the viewer's state: a swipe reports where it landed, keys and buttons set it.
  useEffect(() => {
    if (!api) return;
    const onSelect = () => onIndexChange(api.selectedScrollSnap());
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api, onIndexChange]);
  useEffect(() => {
    if (index === null) return;
    if (api && api.selectedScrollSnap() !== index) api.scrollTo(index);
  }, [api, index]);
  // Asked for as the index reaches them, during the render (React's pattern for state
  // that follows a prop), so the photo is in the first paint of its slide.
  const near = index === null ? [] : [index - 1, index, index + 1];
  const missing = near.filter((i) => i >= 0 && i < total && !asked.has(i));
  if (missing.length > 0) setAsked(new Set([...asked, ...missing]));

  const go = (delta: 1 | -1) => {
    if (index === null || total === 0) return;
    onIndexChange((index + delta + total) % total);
  };

  // Wherever focus sits in the dialog; Escape is the dialog's own.
  useEffect(() => {
    if (index === null || total < 2) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      if (delta === 0) return;
      event.preventDefault();
      onIndexChange((index + delta + total) % total);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [index, total, onIndexChange]);

  return (
    <Dialog
      open={index !== null}
      onOpenChange={(open) => {
        if (!open) onIndexChange(null);
      }}
      title={title}
      closeLabel={copy.close}
      size="xl"
    >
      <div className="flex flex-col gap-3">
        <div className="relative -mx-5 h-[62dvh] bg-surface-sunk sm:mx-0 sm:h-[68dvh] sm:rounded-card">
          <div ref={viewportRef} className="h-full overflow-hidden">
            <div id="photo-viewer-slides" className="flex h-full touch-pan-y touch-pinch-zoom">
              {photos.map((photo, i) => (
                <div
                  key={photo.url}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={copy.slide(i + 1, total)}
                  aria-hidden={i === index ? undefined : true}
                  className="flex h-full min-w-0 shrink-0 grow-0 basis-full items-center justify-center"
                >
                  {asked.has(i) ? (
                    <img
                      src={photo.url}
                      width={photo.width}
                      height={photo.height}
                      alt={photo.alt}
                      decoding="async"
                      className="h-auto max-h-full w-auto max-w-full object-contain"
                    />
                  ) : null}
                </div>
              ))}
            </div>
          </div>
          {total > 1 ? (
            <>
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label={copy.previous}
                aria-controls="photo-viewer-slides"
                className={`${navClasses} left-3`}
              >
                <Icon name="chevron-left" className="size-6" />
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                aria-label={copy.next}
                aria-controls="photo-viewer-slides"
                className={`${navClasses} right-3`}
              >
                <Icon name="chevron-right" className="size-6" />
              </button>
            </>
          ) : null}
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <p
            className="text-ink tabular-nums"
            aria-live="polite"
            aria-atomic="true"
            data-testid="photo-viewer-counter"
          >
            {copy.counter((index ?? 0) + 1, total)}
          </p>
          {total > 1 ? <p className="text-ink-muted">{copy.hint}</p> : null}
        </div>
      </div>
    </Dialog>
  );
}
