import { galleryContent } from "~/content/gallery";
import type { GalleryFirstView } from "~/lib/gallery-manifest";
import { GalleryBrowser } from "~/sections/gallery/gallery-browser";

type GalleryIslandProps = { firstView: GalleryFirstView };

/** The gallery: collage and before/after views, the viewer and the comparison slider. */
export default function GalleryIsland({ firstView }: GalleryIslandProps) {
  return <GalleryBrowser content={galleryContent} firstView={firstView} />;
}
