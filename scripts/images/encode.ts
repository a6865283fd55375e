import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import {
  hasPhoneCrop,
  imageFormats,
  phoneCrop,
  placeholderGrid,
  widthLadder,
  widthsFor,
  type ImageFormat,
} from "../../contracts/photo-variants";
import { tempPathFor } from "./atomic-fs";

/**
 * Encoder settings. AVIF is what almost every visitor downloads and dominates the run time:
 * effort 2 costs a twelfth of the default effort 4 for about 10% more bytes. WebP serves
 * the few browsers without AVIF, JPEG those with neither, so neither earns slow encoders
 * (mozjpeg took four times as long). See docs/decisions/020.
 * Changing anything here changes every cache key and every file name, so browsers holding
 * an immutable copy of the old encode fetch the new one.
 */
export const encodeSettings = {
  avif: { quality: 50, effort: 2, chromaSubsampling: "4:2:0" },
  /**
   * A photo busy with texture (brick, foliage, a picket fence) costs twice the bytes of a
   * calm one at the same quality, and a page's first photo shares a phone's connection
   * with the first paint. Such a photo steps down in quality until its AVIF fits this many
   * bits per pixel, never below the floor; calm photos keep the quality above. Pixels are
   * counted in a 4:3 frame, the shape heroes and most tiles show a photo in: a tall photo
   * pays for the part such a frame shows.
   */
  avifBudget: { bitsPerPixel: 0.8, step: 4, lowestQuality: 38 },
  webp: { quality: 75, effort: 3 },
  jpeg: { quality: 80, progressive: true, optimiseCoding: true },
} as const;

export type CachedVariant = {
  format: ImageFormat;
  width: number;
  file: string;
  bytes: number;
  /** Set on the phone crop, which is published under its own name. */
  crop?: "phone";
};

export type CacheEntry = {
  /** Display size of the source once EXIF orientation is applied. */
  sourceWidth: number;
  sourceHeight: number;
  /** Placeholder colours: three hex digits per grid cell. */
  placeholder: string;
  variants: CachedVariant[];
};

// The ladder is in it too: a new width must reach every photo, not only new ones.
const fingerprint = JSON.stringify({
  settings: encodeSettings,
  ladder: widthLadder,
  phoneCrop,
  sharp: sharp.versions.sharp,
});

/** Cache key of a source: its bytes plus the settings that turn it into variants. */
export function cacheKey(bytes: Uint8Array): string {
  return createHash("sha256").update(fingerprint).update(bytes).digest("hex").slice(0, 32);
}

const metaFile = "meta.json";

/** A complete entry from an earlier run (of this or a parallel build), or null. */
export async function readCacheEntry(dir: string): Promise<CacheEntry | null> {
  try {
    const entry = JSON.parse(await readFile(join(dir, metaFile), "utf8")) as CacheEntry;
    if (!entry.variants.every((v) => existsSync(join(dir, v.file)))) return null;
    const now = new Date();
    // The mtime marks the entry as in use, so pruning keeps it.
    await utimes(join(dir, metaFile), now, now).catch(() => undefined);
    return entry;
  } catch {
    return null;
  }
}

/** 0-255 to one hex digit: 12-bit colour is plenty for a blur and halves the bytes. */
function hexDigit(value: number): string {
  return Math.round(value / 17).toString(16);
}

/** Transparent areas are painted on the page colour rather than turning black. */
const matte = "#f7f4ee";

async function placeholderColours(input: Sharp, width: number, height: number) {
  const { cols, rows } = placeholderGrid(width, height);
  const pixels = await input
    .clone()
    .resize(cols, rows, { fit: "fill" })
    .flatten({ background: matte })
    .toColourspace("srgb")
    .raw()
    .toBuffer();
  let colours = "";
  for (let i = 0; i < cols * rows; i++) {
    colours +=
      hexDigit(pixels[i * 3]!) + hexDigit(pixels[i * 3 + 1]!) + hexDigit(pixels[i * 3 + 2]!);
  }
  return colours;
}

/** AVIF at the set quality, or lower for a busy photo, as `avifBudget` says. */
export async function encodeAvif(image: Sharp, pixelCount: number): Promise<Buffer> {
  const { bitsPerPixel, step, lowestQuality } = encodeSettings.avifBudget;
  for (let quality = encodeSettings.avif.quality; ; quality -= step) {
    const data = await image
      .clone()
      .avif({ ...encodeSettings.avif, quality })
      .toBuffer();
    if (data.length * 8 <= bitsPerPixel * pixelCount || quality - step < lowestQuality) {
      return data;
    }
  }
}

async function encodeVariant(
  pixels: { data: Buffer; info: OutputInfo },
  format: ImageFormat,
): Promise<Buffer> {
  const { width, height, channels } = pixels.info;
  const image = sharp(pixels.data, { raw: { width, height, channels } });
  if (format === "avif") return encodeAvif(image, width * Math.min(height, (width * 3) / 4));
  if (format === "webp") return image.webp(encodeSettings.webp).toBuffer();
  return image.jpeg(encodeSettings.jpeg).toBuffer();
}

/**
 * Decodes a source once per width and writes AVIF, WebP and JPEG for each into a fresh
 * cache directory, renamed into place when complete. If a parallel build finished the same
 * entry first, its copy is kept and ours discarded: both hold the same encode.
 */
export async function encodeToCache(bytes: Buffer, dir: string): Promise<CacheEntry> {
  // failOn "error": a truncated or damaged file fails here instead of yielding grey rows.
  const source = sharp(bytes, { failOn: "error" }).autoOrient();
  const { width, height } = (await source.metadata()).autoOrient;
  if (!width || !height) throw new Error("the image has no dimensions");

  const temp = tempPathFor(dir);
  await mkdir(temp, { recursive: true });
  try {
    const variants: CachedVariant[] = [];
    const encodeAll = async (resized: Sharp, name: string, crop?: "phone") => {
      const pixels = await resized
        .flatten({ background: matte })
        .toColourspace("srgb")
        .raw()
        .toBuffer({ resolveWithObject: true });
      await Promise.all(
        imageFormats.map(async (format) => {
          const data = await encodeVariant(pixels, format);
          const file = `${name}.${format}`;
          await writeFile(join(temp, file), data);
          const variant = { format, width: pixels.info.width, file, bytes: data.length };
          variants.push(crop ? { ...variant, crop } : variant);
        }),
      );
    };
    for (const targetWidth of widthsFor(width)) {
      const resized = source.clone().resize({ width: targetWidth, withoutEnlargement: true });
      await encodeAll(resized, String(targetWidth));
    }
    // The middle of the photo at 9:16. Its AVIF is budgeted like any tall photo's, by a
    // 4:3 frame of its width: the busiest hero photo lands at 13.5 KB.
    if (hasPhoneCrop(width, height)) {
      const { width: cropWidth, height: cropHeight } = phoneCrop;
      await encodeAll(
        source.clone().resize(cropWidth, cropHeight, { fit: "cover" }),
        "phone",
        "phone",
      );
    }
    const entry: CacheEntry = {
      sourceWidth: width,
      sourceHeight: height,
      placeholder: await placeholderColours(source, width, height),
      variants: variants.sort(
        (a, b) =>
          Number(a.crop !== undefined) - Number(b.crop !== undefined) ||
          a.width - b.width ||
          a.format.localeCompare(b.format),
      ),
    };
    await writeFile(join(temp, metaFile), JSON.stringify(entry));
    try {
      await rename(temp, dir);
    } catch {
      // Another build renamed its identical entry into place first.
      await rm(temp, { recursive: true, force: true });
    }
    return entry;
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}
