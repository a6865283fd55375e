import { useEffect, useState } from "react";
import {
  galleryImages,
  pairBeforeAfter,
  readManifestImages,
  type BeforeAfterPair,
  type GalleryFirstView,
  type ManifestImage,
} from "~contracts/gallery-manifest";

export type GalleryData = {
  images: readonly ManifestImage[];
  pairs: readonly BeforeAfterPair[];
  /** How many of each the gallery holds; more than the lists while the rest is on its way. */
  imageTotal: number;
  pairTotal: number;
  /** True once the lists are whole: the viewer and the next pages can use them. */
  complete: boolean;
};

/**
 * Starts from the first view prerendered at build time, then reads the manifest once after
 * hydration for the photos beyond the first page and the viewer. A read
 * that fails keeps what the page already shows (logged) rather than emptying it.
 */
export function useGalleryData(firstView: GalleryFirstView): GalleryData {
  const [data, setData] = useState<GalleryData>(() => ({
    images: firstView.images,
    pairs: firstView.pairs,
    imageTotal: firstView.imageTotal,
    pairTotal: firstView.pairTotal,
    complete: false,
  }));
  useEffect(() => {
    const controller = new AbortController();
    void readManifestImages({ signal: controller.signal }).then((all) => {
      if (controller.signal.aborted) return;
      const images = all ? galleryImages(all) : firstView.images;
      const pairs = all ? pairBeforeAfter(all).pairs : firstView.pairs;
      setData({
        images,
        pairs,
        imageTotal: images.length,
        pairTotal: pairs.length,
        complete: true,
      });
    });
    return () => controller.abort();
  }, [firstView]);
  return data;
}
