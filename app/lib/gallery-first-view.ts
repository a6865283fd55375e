import type {
  BeforeAfterPair,
  GalleryFirstView,
  ManifestImage,
} from "../../contracts/gallery-manifest";
import { galleryPrefix } from "../../contracts/gallery-manifest";
import { photoFromRecord, type PhotoRecord } from "../../contracts/photo-variants";

/**
 * A manifest photo as the gallery island's props carry it: its file name and its record
 * in the photo index. The page's markup already spells out every source of these photos;
 * props holding whole photos said it all again and made the gallery's HTML too large to
 * arrive in the connection's first round trip.
 */
export type CompactImage = readonly [filename: string, record: PhotoRecord];

export type CompactFirstView = Omit<GalleryFirstView, "images" | "pairs"> & {
  images: CompactImage[];
  pairs: [projectNumber: number, before: CompactImage, after: CompactImage][];
};

/** "gallery/kitchen/island.jpg" and "before-after/after-1.jpg" to their photo ids. */
function photoIdOf(filename: string): string {
  const path = filename.startsWith(galleryPrefix) ? filename.slice(galleryPrefix.length) : filename;
  return path.replace(/\.[^./]+$/, "");
}

/** Build time: the first view reduced to file names and photo-index records. */
export function compactFirstView(
  view: GalleryFirstView,
  recordOf: (id: string) => PhotoRecord,
): CompactFirstView {
  const compact = (image: ManifestImage): CompactImage => [
    image.filename,
    recordOf(photoIdOf(image.filename)),
  ];
  return {
    images: view.images.map(compact),
    imageTotal: view.imageTotal,
    pairs: view.pairs.map((pair) => [
      pair.projectNumber,
      compact(pair.before),
      compact(pair.after),
    ]),
    pairTotal: view.pairTotal,
    seed: view.seed,
  };
}

function expandImage([filename, record]: CompactImage): ManifestImage {
  return { ...photoFromRecord(photoIdOf(filename), record), filename };
}

/** In the island, at render: the photos again, as the manifest describes them. */
export function expandFirstView(view: CompactFirstView): GalleryFirstView {
  return {
    images: view.images.map(expandImage),
    imageTotal: view.imageTotal,
    pairs: view.pairs.map(([projectNumber, before, after]): BeforeAfterPair => ({
      id: `pair-${projectNumber}`,
      projectNumber,
      before: expandImage(before),
      after: expandImage(after),
    })),
    pairTotal: view.pairTotal,
    seed: view.seed,
  };
}
