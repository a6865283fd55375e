import { readFileSync } from "node:fs";
import { join } from "node:path";
import generatedIndex from "~/generated/photo-index.json";
import { compactFirstView, type CompactFirstView } from "~/lib/gallery-first-view";
import {
  galleryFirstView,
  galleryRest,
  manifestUrl,
  parseManifest,
  type GalleryFirstView,
} from "~contracts/gallery-manifest";
import type { PhotoIndex } from "~contracts/photo-variants";
import { galleryPageSize, pairsPageSize } from "./gallery-constants";

/**
 * Build time only: the gallery's first view from the manifest the image pipeline wrote into
 * public/ before the site builds (docs/decisions/140). A missing or unreadable manifest stops
 * the build: a page prerendered without its photos would ship an empty gallery for good.
 */
export function readGalleryFirstView(publicDir = join(process.cwd(), "public")): GalleryFirstView {
  // The wide page size: on a phone, CSS hides the before/after tail until the island wakes.
  return galleryFirstView(readManifest(publicDir), pageSizes);
}

/** Build time only: the photos and pairs past the first view, for pages without scripts. */
export function readGalleryRest(publicDir = join(process.cwd(), "public")) {
  return galleryRest(readManifest(publicDir), pageSizes);
}

const pageSizes = { images: galleryPageSize, pairs: pairsPageSize };

function readManifest(publicDir: string) {
  const path = join(publicDir, manifestUrl);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(
      `The gallery reads ${manifestUrl} at build time; run the image pipeline first (npm run images).`,
      { cause: error },
    );
  }
  return parseManifest(data);
}

/** The first view as the gallery island's props: file names and photo-index records. */
export function galleryIslandView(view: GalleryFirstView): CompactFirstView {
  const { photos } = generatedIndex as unknown as PhotoIndex;
  return compactFirstView(view, (id) => {
    const record = photos[id];
    if (!record) throw new Error(`The gallery manifest names "${id}", which the photo index lacks`);
    return record;
  });
}
