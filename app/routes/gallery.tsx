import { SubpageLayout } from "~/components/subpage-layout";
import { galleryContent } from "~/content/gallery";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { GalleryBrowser } from "~/sections/gallery/gallery-browser";

const page = pages.gallery;

export function meta() {
  return pageMeta(page);
}

export default function GalleryPage() {
  return (
    <SubpageLayout page={page}>
      <GalleryBrowser content={galleryContent} />
    </SubpageLayout>
  );
}
