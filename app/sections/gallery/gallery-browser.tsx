import { lazy, Suspense, useState } from "react";
import type { GalleryContent } from "~content/gallery";
import { useGalleryData } from "~/hooks/use-gallery-data";
import type { BeforeAfterPair, GalleryFirstView } from "~contracts/gallery-manifest";
import { BeforeAfterGrid } from "./before-after-grid";
import { PhotoCollage } from "./photo-collage";
import { ViewSwitch, type GalleryView } from "./view-switch";

// The viewer (with the zoom library) and the slider reach the browser only when opened.
const ImageViewer = lazy(() => import("./image-viewer"));
const BeforeAfterDialog = lazy(() => import("./before-after-dialog"));

type GalleryBrowserProps = { content: GalleryContent; firstView: GalleryFirstView };

// The view not on show is hidden; without JavaScript both show, one under the other, since
// the switch cannot work there.
const viewClasses = (shown: boolean) => (shown ? undefined : "hidden noscript:block");

/** The Gallery page body: the view switch, the collage or the before/after grid, and their dialogs. */
export function GalleryBrowser({ content, firstView }: GalleryBrowserProps) {
  const data = useGalleryData(firstView);
  const [view, setView] = useState<GalleryView>("gallery");
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const [pair, setPair] = useState<BeforeAfterPair | null>(null);
  const [compareLoaded, setCompareLoaded] = useState(false);

  const openImage = (index: number) => {
    setViewerLoaded(true);
    setViewerIndex(index);
  };
  const openPair = (next: BeforeAfterPair) => {
    setCompareLoaded(true);
    setPair(next);
  };

  return (
    <section
      className="container-site pb-20 sm:pb-28"
      aria-labelledby="gallery-view-heading"
      data-testid="gallery"
    >
      <div className="mb-8 flex flex-col items-start gap-4 sm:mb-10 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="gallery-view-heading" className="text-h3 font-semibold text-ink sm:text-2xl">
          {view === "gallery" ? content.collage.heading : content.beforeAfter.heading}
        </h2>
        <div className="noscript:hidden">
          <ViewSwitch view={view} onChange={setView} content={content.views} />
        </div>
      </div>

      <div className={viewClasses(view === "gallery")}>
        <PhotoCollage
          images={data.images}
          total={data.imageTotal}
          seed={firstView.seed}
          content={content.collage}
          onOpen={openImage}
        />
      </div>
      <div className={viewClasses(view === "beforeAfter")}>
        <h2 className="mt-16 mb-8 hidden text-h3 font-semibold text-ink noscript:block sm:text-2xl">
          {content.beforeAfter.heading}
        </h2>
        <BeforeAfterGrid
          pairs={data.pairs}
          total={data.pairTotal}
          content={content.beforeAfter}
          onOpen={openPair}
        />
      </div>

      {/* The viewer pages through every photo, so it opens once the whole list is here. */}
      {viewerLoaded && data.complete ? (
        <Suspense fallback={null}>
          <ImageViewer
            images={data.images}
            index={viewerIndex}
            onIndexChange={setViewerIndex}
            content={content.viewer}
          />
        </Suspense>
      ) : null}
      {compareLoaded ? (
        <Suspense fallback={null}>
          <BeforeAfterDialog pair={pair} onClose={() => setPair(null)} content={content.compare} />
        </Suspense>
      ) : null}
    </section>
  );
}
