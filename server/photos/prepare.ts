import sharp from "sharp";
import { photoMessages } from "../../content/photos";
import { makeThumbnails, type Thumbnails } from "../db/thumbnails";
import { PhotoError } from "./errors";
import { createGate } from "./gate";
import { photoLimits } from "./limits";
import { type PhotoType, sniffPhotoType } from "./sniff";

/**
 * A photo as it is stored: JPEG, upright, at most 2,048 px, with no metadata at all, and
 * its thumbnails for the inbox (decision 233).
 */
export type PreparedPhoto = {
  bytes: Buffer;
  width: number;
  height: number;
  thumbnails: Thumbnails;
};

// A server re-encodes each upload once: libvips' operation cache would only hold memory.
sharp.cache(false);

/** Two at a time: the machine's cores, and a bound on the memory decoding takes. */
const gate = createGate(2);

/** Whether this build of sharp decodes HEVC (the prebuilt one reads AVIF only). */
const heicDecodable = sharp.format.heif.input.fileSuffix?.includes(".heic") ?? false;

const quality = 82;

/**
 * Checks one uploaded file and re-encodes it. Its type is judged by its bytes; its pixel
 * count is read from its header before anything is decoded, and decoding is bounded by
 * the same limit. The output is turned upright by its EXIF orientation, shrunk to fit
 * 2,048 px, and written as JPEG without EXIF, GPS, XMP, IPTC or ICC blocks: sharp copies
 * none unless asked to (keepMetadata/withMetadata, never called here).
 * Throws a PhotoError naming `file` when the photo is refused.
 */
export async function preparePhoto(file: string, input: Buffer): Promise<PreparedPhoto> {
  const type = sniffPhotoType(input);
  if (!type) throw new PhotoError(415, photoMessages.notAPhoto(file), file);
  if (type === "heic" && !heicDecodable) {
    throw new PhotoError(415, photoMessages.heicUnsupported(file), file);
  }
  return gate(() => reencode(file, type, input));
}

const decodeOptions = {
  limitInputPixels: photoLimits.pixels,
  // A truncated file is refused, not stored half grey; harmless warnings do not refuse a photo.
  failOn: "truncated",
  sequentialRead: true,
} as const;

async function reencode(file: string, type: PhotoType, input: Buffer): Promise<PreparedPhoto> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reads the header only: a decompression bomb is refused before it is decoded.
    ({ width, height } = await sharp(input, {
      ...decodeOptions,
      limitInputPixels: false,
    }).metadata());
  } catch {
    throw unreadable(file, type);
  }
  if (!width || !height) throw unreadable(file, type);
  if (width * height > photoLimits.pixels) {
    throw new PhotoError(413, photoMessages.tooManyPixels(file, photoLimits.pixels / 1e6), file);
  }
  try {
    const { data, info } = await sharp(input, decodeOptions)
      .rotate()
      .resize({
        width: photoLimits.longestSide,
        height: photoLimits.longestSide,
        fit: "inside",
        withoutEnlargement: true,
      })
      .jpeg({ quality })
      .toBuffer({ resolveWithObject: true });
    // Made from the stored photo, in the same turn of the gate: a photo is decoded by two
    // requests at most, whatever arrives.
    const thumbnails = await makeThumbnails(data);
    return { bytes: data, width: info.width, height: info.height, thumbnails };
  } catch {
    throw unreadable(file, type);
  }
}

function unreadable(file: string, type: PhotoType): PhotoError {
  return type === "heic"
    ? new PhotoError(415, photoMessages.heicUnsupported(file), file)
    : new PhotoError(400, photoMessages.damaged(file), file);
}

/** A stored photo's thumbnails, made now (one stored without them), through the same gate. */
export function thumbnailsOf(photo: Buffer): Promise<Thumbnails> {
  return gate(() => makeThumbnails(photo));
}
