import { galleryContent } from "~/content/gallery";
import { GalleryBrowser } from "~/sections/gallery/gallery-browser";

/** The gallery: collage and before/after views, the viewer and the comparison slider. */
export default function GalleryIsland() {
  return <GalleryBrowser content={galleryContent} />;
}
