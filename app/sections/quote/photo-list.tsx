import { X } from "lucide-react";
import type { RefObject } from "react";
import { photoLimits, photosCopy } from "~content/photos-copy";
import { Spinner } from "~/components/ui/spinner";
import type { ChosenPhoto } from "./types";

/** The chosen photos as thumbnails, and a placeholder for each photo still being prepared. */
export default function PhotoList({
  listRef,
  photos,
  preparing,
  onRemove,
}: {
  listRef: RefObject<HTMLUListElement | null>;
  photos: readonly ChosenPhoto[];
  preparing: number;
  onRemove: (index: number, id: number) => void;
}) {
  return (
    <ul
      ref={listRef}
      className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5"
      aria-label={photosCopy.list}
    >
      {photos.map((photo, index) => (
        <Thumbnail
          key={photo.id}
          photo={photo}
          position={index + 1}
          onRemove={() => onRemove(index, photo.id)}
        />
      ))}
      {Array.from({ length: Math.min(preparing, photoLimits.maxPhotos) }, (_, index) => (
        <li
          key={`preparing-${index}`}
          aria-hidden="true"
          className="flex aspect-square items-center justify-center rounded-control border border-dashed border-line-strong bg-surface text-ink-soft"
        >
          <Spinner />
        </li>
      ))}
    </ul>
  );
}

/** One chosen photo, shown from its object URL, with the button that removes it. */
function Thumbnail({
  photo,
  position,
  onRemove,
}: {
  photo: ChosenPhoto;
  position: number;
  onRemove: () => void;
}) {
  return (
    <li className="relative aspect-square overflow-hidden rounded-control border border-line bg-surface-sunk">
      <img
        src={photo.url}
        alt={photosCopy.thumbnailAlt(position)}
        width={photo.width}
        height={photo.height}
        className="size-full object-cover"
      />
      <button
        type="button"
        onClick={onRemove}
        aria-label={photosCopy.remove(position)}
        className="group absolute top-0 right-0 flex size-11 items-center justify-center"
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-ink/85 text-white shadow-raised transition-colors duration-150 group-hover:bg-ink">
          <X className="size-4" aria-hidden="true" />
        </span>
      </button>
    </li>
  );
}
