import sharp from "sharp";
import { thumbnailLongestSide, thumbnailMaxBytes } from "../../contracts/thumbnails";

/**
 * The small copies stored beside each photo and texted picture, for the inbox's grid
 * (decision 233): WebP for every browser the owner's phone runs, JPEG for any other. They
 * live here, beside the schema, because a migration makes them for the photos stored
 * before them, and a migration imports nothing above db/ (server/layers.test.ts).
 */
export type Thumbnails = { webp: Buffer; jpeg: Buffer };

/** Tried in turn until both copies fit the budget: a photo passes the first almost always. */
const attempts = [
  { side: thumbnailLongestSide, quality: 75 },
  { side: thumbnailLongestSide, quality: 50 },
  { side: thumbnailLongestSide, quality: 30 },
  // Pure noise (a photo of gravel, a grainy night shot) needs fewer pixels to fit.
  { side: 240, quality: 30 },
  { side: 160, quality: 30 },
] as const;

async function encode(input: Buffer, side: number, quality: number): Promise<Thumbnails> {
  // The stored photo is already upright and stripped of metadata; sharp copies none back.
  const shrunk = sharp(input, { failOn: "truncated" }).resize({
    width: side,
    height: side,
    fit: "inside",
    withoutEnlargement: true,
  });
  const [webp, jpeg] = await Promise.all([
    shrunk.clone().webp({ quality }).toBuffer(),
    shrunk.clone().jpeg({ quality, mozjpeg: true }).toBuffer(),
  ]);
  return { webp, jpeg };
}

/**
 * Both thumbnails of a stored photo (JPEG, at most 2,048 px): at most 320 px on the long
 * side and under 30 KB each, whatever the photo holds.
 */
export async function makeThumbnails(photo: Buffer): Promise<Thumbnails> {
  let made: Thumbnails | undefined;
  for (const { side, quality } of attempts) {
    made = await encode(photo, side, quality);
    if (made.webp.length < thumbnailMaxBytes && made.jpeg.length < thumbnailMaxBytes) return made;
  }
  if (!made) throw new Error("no thumbnail attempt ran");
  return made;
}

/** The columns a photo's thumbnails are stored in, on lead_photos and text_media alike. */
export function thumbnailColumns(thumbnails: Thumbnails | undefined) {
  return { thumb_webp: thumbnails?.webp ?? null, thumb_jpeg: thumbnails?.jpeg ?? null };
}
