import { photoLimits } from "~content/photos-copy";

/**
 * Shrinks a visitor's photo in the browser before it is uploaded: decoded upright, drawn at
 * most 2,048 px on its longest side, and encoded as JPEG at the highest quality that keeps
 * it near 500 KB. Every photo the browser can show goes through this, so an iPhone's HEIC
 * that Safari decodes arrives as JPEG, and the phone's metadata (GPS included) stays behind.
 */

export type ShrunkPhoto = { blob: Blob; width: number; height: number };

/** A decoded photo, ready to be drawn; `close` frees its memory. */
export type DecodedPhoto = {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
};

/** What shrinking needs from the browser; tests pass a fake one. */
export type PhotoCodec = {
  decode: (file: Blob) => Promise<DecodedPhoto>;
  /** Draws the photo at this size and returns an encoder for JPEG at a given quality. */
  draw: (photo: DecodedPhoto, width: number, height: number) => (quality: number) => Promise<Blob>;
};

export const jpegQuality = { start: 0.85, step: 0.1, floor: 0.5 } as const;

/** The browser could not decode the file: a format it cannot show, or a broken file. */
export class UnreadablePhotoError extends Error {
  constructor() {
    super("The photo could not be decoded");
    this.name = "UnreadablePhotoError";
  }
}

/** The size that fits within `maxSide` on the longest side, keeping the proportions. */
export function fitWithin(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Encodes at the start quality, then steps down until the result is under the target or the
 * floor is reached; below the floor a photo loses more than a few hundred KB are worth.
 */
export async function encodeUnderTarget(
  encode: (quality: number) => Promise<Blob>,
  targetBytes: number = photoLimits.targetBytes,
): Promise<Blob> {
  let quality: number = jpegQuality.start;
  for (;;) {
    const blob = await encode(quality);
    if (blob.size <= targetBytes || quality <= jpegQuality.floor) return blob;
    quality = Math.max(jpegQuality.floor, Math.round((quality - jpegQuality.step) * 100) / 100);
  }
}

export async function shrinkPhoto(
  file: Blob,
  codec: PhotoCodec = browserCodec,
): Promise<ShrunkPhoto> {
  const photo = await codec.decode(file).catch(() => {
    throw new UnreadablePhotoError();
  });
  try {
    const { width, height } = fitWithin(photo.width, photo.height, photoLimits.maxSide);
    const encode = codec.draw(photo, width, height);
    return { blob: await encodeUnderTarget(encode), width, height };
  } finally {
    photo.close();
  }
}

async function decodeWithImage(file: Blob): Promise<DecodedPhoto> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    close: () => URL.revokeObjectURL(url),
  };
}

async function decode(file: Blob): Promise<DecodedPhoto> {
  if (typeof createImageBitmap === "function") {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        close: () => bitmap.close(),
      };
    } catch {
      // Some browsers show formats in an <img> that createImageBitmap refuses (HEIC in
      // Safari's older releases): try the image element before giving up.
    }
  }
  return decodeWithImage(file);
}

type Surface = {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  toJpeg: (quality: number) => Promise<Blob>;
};

function surface(width: number, height: number): Surface {
  // OffscreenCanvas encodes without touching the page's DOM; older Safari has none.
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(width, height);
    return {
      context: canvas.getContext("2d"),
      toJpeg: (quality) => canvas.convertToBlob({ type: "image/jpeg", quality }),
    };
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return {
    context: canvas.getContext("2d"),
    toJpeg: (quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new UnreadablePhotoError())),
          "image/jpeg",
          quality,
        ),
      ),
  };
}

function draw(photo: DecodedPhoto, width: number, height: number) {
  const { context, toJpeg } = surface(width, height);
  if (!context) throw new UnreadablePhotoError();
  // JPEG has no transparency: a PNG's clear pixels become white, not black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(photo.source, 0, 0, width, height);
  return toJpeg;
}

export const browserCodec: PhotoCodec = { decode, draw };
