import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { thumbnailLongestSide } from "../../contracts/thumbnails";

/**
 * The photos of the owner's day (./owners-day.ts): the site's own, standing in for a
 * homeowner's, and their thumbnails made as the server makes them.
 */

/** The site's own photos (content/photos/), standing in for a homeowner's phone photos. */
export const dayPhotos = {
  "lead-dana": [
    "bathroom/bathroom-double-vanity-tub.jpg",
    "bathroom/bathroom-white-walk-in-shower.jpg",
    "bathroom/bathroom-dark-vanity-white.jpg",
    "bathroom/bathroom-marble-shower-tub.jpg",
    "bathroom/bathroom-freestanding-tub-window.jpg",
  ],
  "lead-elena": ["kitchen/kitchen-wood-island-granite.jpg", "kitchen/kitchen-dining-open-plan.jpg"],
  /** Pictures texted in, by the text's id. */
  "text-tub": ["bathroom/bathroom-stone-arch-mirror.jpg"],
} as const;

/** Each photo's size in pixels, as the owner's API reports it beside its address. */
const photoSizes: Record<string, readonly [number, number]> = {
  "bathroom/bathroom-double-vanity-tub.jpg": [2400, 1506],
  "bathroom/bathroom-white-walk-in-shower.jpg": [1777, 2400],
  "bathroom/bathroom-dark-vanity-white.jpg": [1600, 1067],
  "bathroom/bathroom-marble-shower-tub.jpg": [2400, 1601],
  "bathroom/bathroom-freestanding-tub-window.jpg": [2400, 1600],
  "kitchen/kitchen-wood-island-granite.jpg": [2400, 1600],
  "kitchen/kitchen-dining-open-plan.jpg": [2400, 1600],
  "bathroom/bathroom-stone-arch-mirror.jpg": [2400, 1874],
};
export const sized = (url: string, name: string) => {
  const [width, height] = photoSizes[name] ?? [1600, 1200];
  return { url, width, height };
};

const photoFile = (name: string) => join("content", "photos", name);

/** A photo's bytes as the owner's API serves them. */
export function photoBytes(name: string): Buffer {
  return readFileSync(photoFile(name));
}

const thumbnails = new Map<string, Promise<Buffer>>();
/** Its thumbnail, made as the server makes them: 320 px on the longest side, WebP or JPEG. */
export function thumbnailBytes(name: string, format: "webp" | "jpg"): Promise<Buffer> {
  const key = `${name}.${format}`;
  let made = thumbnails.get(key);
  if (!made) {
    const resized = sharp(photoFile(name)).rotate().resize({
      width: thumbnailLongestSide,
      height: thumbnailLongestSide,
      fit: "inside",
    });
    made = (
      format === "webp" ? resized.webp({ quality: 70 }) : resized.jpeg({ quality: 72 })
    ).toBuffer();
    thumbnails.set(key, made);
  }
  return made;
}

/** The file behind a photo or texted picture's address in the day, if any. */
export function dayPhotoAt(path: string): string | undefined {
  const photo = path.match(/^\/api\/admin\/entries\/([^/]+)\/photos\/(\d+)/);
  if (photo) {
    const list = (dayPhotos as Record<string, readonly string[]>)[decodeURIComponent(photo[1]!)];
    return list?.[Number(photo[2])];
  }
  const media = path.match(/^\/api\/admin\/entries\/[^/]+\/texts\/([^/]+)\/media\/(\d+)/);
  if (media) {
    const list = (dayPhotos as Record<string, readonly string[]>)[decodeURIComponent(media[1]!)];
    return list?.[Number(media[2])];
  }
  return undefined;
}
