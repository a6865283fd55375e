import { useState } from "react";
import { LazyPhotoViewer } from "~/admin/parts/lazy-photo-viewer";
import { ThumbnailPicture } from "~/admin/parts/thumbnail-picture";
import { adminCopy } from "~content/admin";
import { adminPhotosCopy } from "~content/admin-photos";
import type { EntryText } from "~contracts/admin-api";

type TextPicturesProps = { media: EntryText["media"]; name: string; spaced: boolean };

/** A text's pictures as thumbnails; a tap opens this text's pictures in the photo viewer. */
export function TextPictures({ media, name, spaced }: TextPicturesProps) {
  const [open, setOpen] = useState<number | null>(null);
  const viewed = media.map((picture, index) => ({
    ...picture,
    alt: adminCopy.thread.pictureAlt(index + 1, media.length, name),
  }));
  return (
    <>
      <ul className={`grid grid-cols-2 gap-2 ${spaced ? "mt-2" : ""}`}>
        {viewed.map((picture, index) => (
          <li key={picture.url}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpen(index)}
              className="block w-full"
            >
              <ThumbnailPicture {...picture} className="h-auto w-full rounded-control bg-surface" />
            </button>
          </li>
        ))}
      </ul>
      <LazyPhotoViewer
        title={adminPhotosCopy.viewer.picturesTitle(name)}
        photos={viewed}
        index={open}
        onIndexChange={setOpen}
      />
    </>
  );
}
