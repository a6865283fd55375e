import { lazy, Suspense } from "react";
import type { PhotoViewerProps } from "./photo-viewer";

// The viewer and its carousel load on the first tap of a thumbnail, not with the inbox.
const PhotoViewer = lazy(() => import("./photo-viewer"));

/** The photo viewer while a photo is open; nothing, and nothing loaded, before. */
export function LazyPhotoViewer(props: PhotoViewerProps) {
  if (props.index === null) return null;
  return (
    <Suspense fallback={null}>
      <PhotoViewer {...props} />
    </Suspense>
  );
}
