/**
 * The naming and sizing rules shared by the image pipeline (which writes the files) and the
 * browser (which derives every URL from a compact record, so the photo index that ships in
 * the bundle stays a few kilobytes instead of carrying long srcset strings).
 */

export const imageFormats = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

const extensions: Record<ImageFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/**
 * Target widths; a photo is never upscaled past its own width. 768 is the phone's step: a
 * full-width photo on a 412 px screen at 1.75x wants 721 px, which would otherwise fetch
 * 960 and half again the bytes, on the connection that decides the first paint. 320 is
 * the half-width tile's step on that phone (a 180 px column wants 315 px): under half the
 * bytes of 480, for the gallery tiles that load alongside its first photo.
 */
export const widthLadder = [320, 480, 768, 960, 1600] as const;

/** Where the pipeline writes variants (under public/) and where they are served from. */
export const imagesPath = "/images";

/**
 * The phone crop: the middle of a photo at 9:16, for a photo that covers a phone's upright
 * first screen (the home hero). A landscape photo covering that screen shows under half
 * its width, so the phone fetched the 768 px file (34 KB for the first hero photo) to show
 * about 340 px of it; the crop carries those pixels in under half the bytes, which a new
 * connection delivers in its first round trip (decision 093).
 */
export const phoneCrop = { width: 360, height: 640 } as const;

/** Where the phone crop replaces the photo: a phone held upright. */
export const phoneCropMedia = "(max-width: 639px) and (orientation: portrait)";

/** Everywhere else: the complement of `phoneCropMedia`. */
export const phoneCropElsewhere = "(min-width: 640px), (orientation: landscape)";

/** A photo too small to fill the crop gets none: the pipeline never upscales. */
export function hasPhoneCrop(width: number, height: number): boolean {
  return width >= phoneCrop.width && height >= phoneCrop.height;
}

/**
 * Compact record per photo, as written by the pipeline into app/generated/photo-index.json:
 * [width, height, content hash, placeholder colours, alt text].
 */
export type PhotoRecord = readonly [
  width: number,
  height: number,
  hash: string,
  placeholder: string,
  alt: string,
];

export type PhotoIndex = { photos: Readonly<Record<string, PhotoRecord>> };

/**
 * A photo from content/photos, ready to render. Its id is the path under content/photos
 * without the extension ("kitchen/kitchen-wood-island-granite"); its category is the
 * top-level folder.
 */
export type Photo = {
  id: string;
  alt: string;
  /** Size of the largest variant, for the width/height attributes (no layout shift). */
  width: number;
  height: number;
  category: string;
  /** CSS background-image value: a blurred preview painted until the photo arrives. */
  placeholder: string;
  /** JPEG at a middle width, for browsers that read no srcset. */
  src: string;
  srcSet: { avif: string; webp: string; jpeg: string };
  widths: readonly number[];
  /** The phone crop's file in each format, where the photo is large enough for one. */
  phone?: { avif: string; webp: string; jpeg: string };
};

export function categoryOf(id: string): string {
  const slash = id.indexOf("/");
  return slash === -1 ? "" : id.slice(0, slash);
}

/** Expands a compact index record into everything a <picture> needs. */
export function photoFromRecord(id: string, record: PhotoRecord): Photo {
  const [sourceWidth, sourceHeight, hash, colours, alt] = record;
  const widths = widthsFor(sourceWidth);
  const width = widths[widths.length - 1]!;
  return {
    id,
    alt,
    width,
    height: Math.round((sourceHeight * width) / sourceWidth),
    category: categoryOf(id),
    placeholder: placeholderCss(colours, sourceWidth, sourceHeight),
    src: variantUrl(id, hash, defaultWidth(widths), "jpeg"),
    srcSet: {
      avif: srcSetFor(id, hash, widths, "avif"),
      webp: srcSetFor(id, hash, widths, "webp"),
      jpeg: srcSetFor(id, hash, widths, "jpeg"),
    },
    widths,
    ...(hasPhoneCrop(sourceWidth, sourceHeight)
      ? {
          phone: {
            avif: phoneCropUrl(id, hash, "avif"),
            webp: phoneCropUrl(id, hash, "webp"),
            jpeg: phoneCropUrl(id, hash, "jpeg"),
          },
        }
      : {}),
  };
}

/**
 * The widths written for a photo of this width: ladder steps comfortably below it (a step
 * within 15% of the original adds bytes without adding detail), then the original width
 * capped at the top of the ladder.
 */
export function widthsFor(width: number): number[] {
  const top = widthLadder[widthLadder.length - 1]!;
  if (width >= top) return widthLadder.filter((w) => w <= top);
  return [...widthLadder.filter((w) => w <= width * 0.85), width];
}

/** e.g. /images/kitchen/kitchen-wood-island-granite-1a2b3c4d-960.avif */
export function variantUrl(id: string, hash: string, width: number, format: ImageFormat): string {
  return `${imagesPath}/${id}-${hash}-${width}.${extensions[format]}`;
}

/** e.g. /images/kitchen/kitchen-wood-island-granite-1a2b3c4d-phone.avif */
export function phoneCropUrl(id: string, hash: string, format: ImageFormat): string {
  return `${imagesPath}/${id}-${hash}-phone.${extensions[format]}`;
}

export function srcSetFor(id: string, hash: string, widths: number[], format: ImageFormat) {
  return widths.map((w) => `${variantUrl(id, hash, w, format)} ${w}w`).join(", ");
}

/** The width used for `src`: the middle of the set, a fair default before `sizes` applies. */
export function defaultWidth(widths: number[]): number {
  return widths[Math.floor(widths.length / 2)]!;
}

/** Placeholder grid: 4x3 cells for landscape photos, 3x4 for portrait ones. */
export function placeholderGrid(width: number, height: number): { cols: number; rows: number } {
  return width >= height ? { cols: 4, rows: 3 } : { cols: 3, rows: 4 };
}

/** Bitmap pixels per placeholder cell, each way. */
const scale = 2;

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/** Little-endian bytes of a 16- or 32-bit number, for the bitmap's headers. */
function le(value: number, bytes: 2 | 4): number[] {
  return Array.from({ length: bytes }, (_, i) => (value >>> (8 * i)) & 0xff);
}

/**
 * A CSS background-image value that paints the placeholder colours (three hex digits per
 * cell, row by row) as a soft blur: a small bitmap blended between the cells, which the
 * browser stretches over the photo's box. A bitmap, not an SVG blur filter:
 * scaling a few pixels is free, while each blurred SVG cost the main thread a long paint
 * on a phone (Lighthouse counted 50-200 ms of blocking time per page with photos).
 * Pixels are 16-bit (five bits a colour, plenty for a blur): in base64 they barely
 * compress, and at 24 bits the gallery's placeholders alone outweighed its footer.
 */
export function placeholderCss(colours: string, width: number, height: number): string {
  const { cols, rows } = placeholderGrid(width, height);
  const cell = (col: number, row: number): number[] => {
    const at = (row * cols + col) * 3;
    return [0, 1, 2].map((i) => parseInt(colours[at + i] ?? "8", 16) / 15);
  };
  // Twice the cells each way, blended between cell centres, so the stretch looks smooth
  // even where the browser scales with a cheap filter.
  const [outCols, outRows] = [cols * scale, rows * scale];
  const rowBytes = Math.ceil((outCols * 2) / 4) * 4;
  const pixels: number[] = [];
  for (let y = 0; y < outRows; y++) {
    const v = clamp((y + 0.5) / scale - 0.5, rows - 1);
    for (let x = 0; x < outCols; x++) {
      const u = clamp((x + 0.5) / scale - 0.5, cols - 1);
      const [c0, r0] = [Math.floor(u), Math.floor(v)];
      const [c1, r1] = [Math.min(c0 + 1, cols - 1), Math.min(r0 + 1, rows - 1)];
      const [fu, fv] = [u - c0, v - r0];
      const mix = (i: number) =>
        Math.round(
          31 *
            ((cell(c0, r0)[i] ?? 0) * (1 - fu) * (1 - fv) +
              (cell(c1, r0)[i] ?? 0) * fu * (1 - fv) +
              (cell(c0, r1)[i] ?? 0) * (1 - fu) * fv +
              (cell(c1, r1)[i] ?? 0) * fu * fv),
        );
      // 16-bit pixels hold red, green and blue in five bits each, little-endian.
      pixels.push(...le((mix(0) << 10) | (mix(1) << 5) | mix(2), 2));
    }
    for (let pad = outCols * 2; pad < rowBytes; pad++) pixels.push(0);
  }
  const headers = 14 + 40;
  const bytes = [
    ...[0x42, 0x4d],
    ...le(headers + pixels.length, 4),
    ...le(0, 4),
    ...le(headers, 4),
    // BITMAPINFOHEADER: a negative height stores the rows top to bottom.
    ...le(40, 4),
    ...le(outCols, 4),
    ...le(-outRows, 4),
    ...le(1, 2),
    ...le(16, 2),
    ...le(0, 4),
    ...le(pixels.length, 4),
    ...le(2835, 4),
    ...le(2835, 4),
    ...le(0, 4),
    ...le(0, 4),
    ...pixels,
  ];
  return `url("data:image/bmp;base64,${btoa(String.fromCharCode(...bytes))}")`;
}
