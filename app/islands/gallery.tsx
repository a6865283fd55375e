import { useMemo } from "react";
import { galleryContent } from "~content/gallery";
import { expandFirstView, type CompactFirstView } from "~/lib/gallery-first-view";
import { GalleryBrowser } from "~/sections/gallery/gallery-browser";

type GalleryIslandProps = { firstView: CompactFirstView };

/** The gallery: collage and before/after views, the viewer and the comparison slider. */
export default function GalleryIsland({ firstView }: GalleryIslandProps) {
  // Once: the browser keeps this view as the starting point of the gallery's data.
  const view = useMemo(() => expandFirstView(firstView), [firstView]);
  return <GalleryBrowser content={galleryContent} firstView={view} />;
}
