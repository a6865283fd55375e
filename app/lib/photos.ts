import generatedIndex from "../generated/photo-index.json";
import { photoFromRecord, type Photo, type PhotoIndex } from "../../contracts/photo-variants";

export type { Photo } from "../../contracts/photo-variants";

/**
 * The photo that is a page's largest paint, with the `sizes` its <picture> uses, and
 * whether a phone held upright gets its phone crop instead.
 */
export type LeadPhoto = { photo: Photo; sizes: string; phoneCrop?: boolean };

export type PhotoLookup = {
  getPhoto(id: string): Photo;
  hasPhoto(id: string): boolean;
  photoIds(): string[];
};

/**
 * Photo lookup over an index written by the image pipeline. An unknown id throws, so a typo
 * fails the prerender and the tests. The one exception is an index with no photo at all (a
 * new site before its first photo): every id then reads as a photo still to come, so the
 * site builds and shows neutral placeholders.
 */
export function createPhotoLookup(index: PhotoIndex): PhotoLookup {
  const cache = new Map<string, Photo>();
  const ids = Object.keys(index.photos);
  const hasPhoto = (id: string) => Object.hasOwn(index.photos, id);
  return {
    hasPhoto,
    photoIds: () => [...ids],
    getPhoto(id) {
      const cached = cache.get(id);
      if (cached) return cached;
      const record = hasPhoto(id) ? index.photos[id] : undefined;
      if (!record && ids.length > 0) {
        throw new Error(
          `Unknown photo id "${id}": no such file under content/photos (an id is the path without its extension)`,
        );
      }
      const photo = record ? photoFromRecord(id, record) : missingPhoto(id);
      cache.set(id, photo);
      return photo;
    },
  };
}

/** Stands in for a photo when the site has none yet; ResponsivePicture draws a neutral box. */
function missingPhoto(id: string): Photo {
  return {
    id,
    alt: "",
    width: 1600,
    height: 1067,
    category: id.split("/")[0] ?? "",
    placeholder: "none",
    src: "",
    srcSet: { avif: "", webp: "", jpeg: "" },
    widths: [],
  };
}

const lookup = createPhotoLookup(generatedIndex as unknown as PhotoIndex);

export const getPhoto = lookup.getPhoto;
export const hasPhoto = lookup.hasPhoto;
export const photoIds = lookup.photoIds;

/** Every photo of one category folder, in id order. */
export function photosInCategory(category: string): Photo[] {
  return photoIds()
    .filter((id) => id.startsWith(`${category}/`))
    .map(getPhoto);
}
