import { SubpageLayout } from "~/components/subpage-layout";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.gallery;

export function meta() {
  return pageMeta(page);
}

export default function GalleryPage() {
  return <SubpageLayout page={page} />;
}
