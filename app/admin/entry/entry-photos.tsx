import { useState } from "react";
import { LazyPhotoViewer } from "~/admin/parts/lazy-photo-viewer";
import { ThumbnailPicture } from "~/admin/parts/thumbnail-picture";
import { adminCopy } from "~content/admin";
import { adminPhotosCopy } from "~content/admin-photos";
import type { Photo } from "~contracts/admin-api";

/** The lead's photos as small thumbnails; a tap opens them full size in the photo viewer. */
export function EntryPhotos({ photos, name }: { photos: Photo[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const viewed = photos.map((photo, index) => ({
    ...photo,
    alt: adminCopy.entry.photoAlt(index + 1, photos.length, name),
  }));
  return (
    <>
      {/* Four across a phone, so five photos leave room for the contact buttons on its first
          screen; tiles of their thumbnails' size on a wider screen, not a wall of photos. */}
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-[repeat(auto-fill,8.5rem)]">
        {viewed.map((photo, index) => (
          <li key={photo.url}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpen(index)}
              className="block w-full overflow-hidden rounded-control border border-line bg-surface-sunk"
            >
              <ThumbnailPicture {...photo} className="aspect-square size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <LazyPhotoViewer
        title={adminPhotosCopy.viewer.title(name)}
        photos={viewed}
        index={open}
        onIndexChange={setOpen}
      />
    </>
  );
}
