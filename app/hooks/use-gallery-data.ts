import { useEffect, useState } from "react";
import {
  fetchManifestImages,
  galleryImages,
  pairBeforeAfter,
  type BeforeAfterPair,
  type ManifestImage,
} from "~/lib/gallery-manifest";

export type GalleryData =
  { status: "loading" } | { status: "ready"; images: ManifestImage[]; pairs: BeforeAfterPair[] };

/**
 * Reads the portfolio manifest once after hydration (SPEC section 7: the gallery is read at
 * run time, so new photos appear without rebuilding the site) and splits it into the
 * collage photos and the before/after pairs. A failed read yields empty lists.
 */
export function useGalleryData(): GalleryData {
  const [data, setData] = useState<GalleryData>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    void fetchManifestImages({ signal: controller.signal }).then((all) => {
      if (controller.signal.aborted) return;
      setData({ status: "ready", images: galleryImages(all), pairs: pairBeforeAfter(all).pairs });
    });
    return () => controller.abort();
  }, []);
  return data;
}
