import { photoLimits, photosCopy } from "~content/photos-copy";

/** What the picker knows of a chosen file before reading it. */
export type FileFacts = { name: string; type: string; size: number };

/**
 * Which of the files a visitor just chose go on to be shrunk, and what to tell them about
 * the rest: a file that is not an image, one too large to read, and those past the fifth
 * photo. Photos already chosen, or still being prepared, count toward the five.
 */
export function planPhotoAdditions<F extends FileFacts>(
  files: readonly F[],
  alreadyChosen: number,
): { accepted: F[]; notices: string[] } {
  const notices: string[] = [];
  const photos: F[] = [];
  for (const file of files) {
    // Some systems give a HEIC no type at all: the browser's decoder has the last word.
    if (file.type && !file.type.startsWith("image/")) notices.push(photosCopy.notAPhoto(file.name));
    else if (file.size > photoLimits.maxOriginalBytes) notices.push(photosCopy.tooLarge(file.name));
    else photos.push(file);
  }
  const room = Math.max(0, photoLimits.maxPhotos - alreadyChosen);
  const accepted = photos.slice(0, room);
  if (photos.length > room) notices.push(photosCopy.tooMany(photos.length - room));
  return { accepted, notices };
}
