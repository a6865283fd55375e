import { lazy, Suspense, useState } from "react";
import type { GalleryContent } from "~/content/gallery";
import type { BeforeAfterPair } from "~/lib/gallery-manifest";
import { BeforeAfterGrid } from "./before-after-grid";
import { PhotoCollage } from "./photo-collage";
import { useGalleryData } from "~/hooks/use-gallery-data";
import { ViewSwitch, type GalleryView } from "./view-switch";

// The viewer (with the zoom library) and the slider reach the browser only when opened.
const ImageViewer = lazy(() => import("./image-viewer"));
const BeforeAfterDialog = lazy(() => import("./before-after-dialog"));

type GalleryBrowserProps = { content: GalleryContent };

/** The Gallery page body: the view switch, the collage or the before/after grid, and their dialogs. */
export function GalleryBrowser({ content }: GalleryBrowserProps) {
  const data = useGalleryData();
  const [view, setView] = useState<GalleryView>("gallery");
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const [pair, setPair] = useState<BeforeAfterPair | null>(null);
  const [compareLoaded, setCompareLoaded] = useState(false);

  const ready = data.status === "ready" ? data : null;

  const openImage = (index: number) => {
    setViewerLoaded(true);
    setViewerIndex(index);
  };
  const openPair = (next: BeforeAfterPair) => {
    setCompareLoaded(true);
    setPair(next);
  };

  return (
    <section className="container-site pb-20 sm:pb-28" aria-labelledby="gallery-view-heading">
      <div className="mb-8 flex flex-col items-start gap-4 sm:mb-10 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="gallery-view-heading" className="text-h3 font-semibold text-ink sm:text-2xl">
          {view === "gallery" ? content.collage.heading : content.beforeAfter.heading}
        </h2>
        <ViewSwitch view={view} onChange={setView} content={content.views} />
      </div>

      {view === "gallery" ? (
        <PhotoCollage images={ready?.images ?? null} content={content.collage} onOpen={openImage} />
      ) : (
        <BeforeAfterGrid
          pairs={ready?.pairs ?? null}
          content={content.beforeAfter}
          onOpen={openPair}
        />
      )}

      {viewerLoaded && ready ? (
        <Suspense fallback={null}>
          <ImageViewer
            images={ready.images}
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
