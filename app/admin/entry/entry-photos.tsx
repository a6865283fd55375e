import { adminCopy } from "~/content/admin";
import type { Photo } from "~contracts/admin-api";

/** The lead's photos as thumbnails; each opens full size in a new tab. */
export function EntryPhotos({ photos, name }: { photos: Photo[]; name: string }) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {photos.map((photo, index) => (
        <li key={photo.url}>
          <a
            href={photo.url}
            target="_blank"
            rel="noopener"
            className="block overflow-hidden rounded-control border border-line bg-surface-sunk"
          >
            <img
              src={photo.url}
              width={photo.width}
              height={photo.height}
              alt={adminCopy.entry.photoAlt(index + 1, photos.length, name)}
              loading="lazy"
              decoding="async"
              className="aspect-square size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
