import { sharedPhotoLimits } from "../contracts/photo-limits";

/**
 * The quote form's photos: how many a visitor may attach and every word the picker and the
 * upload say (docs/architecture.md §5). The server judges each file again; these limits are
 * what the browser checks before it spends time shrinking a photo.
 */
export const photoLimits = {
  /** Photos on one quote request; the server refuses a sixth file as well. */
  maxPhotos: sharedPhotoLimits.count,
  /** The largest original the browser tries to read; a phone's photo is a few MB. */
  maxOriginalBytes: 25 * 1024 * 1024,
  /** The longest side of a photo as it is sent. */
  maxSide: sharedPhotoLimits.longestSide,
  /** What one shrunk photo aims at, so five go through a slow mobile uplink. */
  targetBytes: 500_000,
} as const;

const megabytes = Math.round(photoLimits.maxOriginalBytes / (1024 * 1024));

export const photosCopy = {
  label: "Add photos (optional)",
  help: `Up to ${photoLimits.maxPhotos} photos of the job. They are not kept if you leave this page.`,
  list: "Your photos",
  count: (count: number) => `${count} of ${photoLimits.maxPhotos} photos`,
  thumbnailAlt: (position: number) => `Photo ${position}`,
  remove: (position: number) => `Remove photo ${position}`,
  preparing: (count: number) =>
    count === 1 ? "Preparing 1 photo..." : `Preparing ${count} photos...`,
  tooMany: (leftOut: number) =>
    `You can add up to ${photoLimits.maxPhotos} photos, so ${
      leftOut === 1 ? "1 photo was" : `${leftOut} photos were`
    } left out.`,
  notAPhoto: (name: string) => `"${name}" is not a photo. Please choose a JPEG, PNG or HEIC photo.`,
  tooLarge: (name: string) =>
    `"${name}" is larger than ${megabytes} MB. Please choose a smaller photo.`,
  unreadable: (name: string) =>
    `"${name}" could not be opened in this browser. Please send it as a JPEG photo.`,
  uploading: "Uploading photos",
  uploaded: (percent: number) => `${percent}% sent`,
} as const;
