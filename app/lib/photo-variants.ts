/**
 * The naming and sizing rules shared by the image pipeline (which writes the files) and the
 * browser (which derives every URL from a compact record, so the photo index that ships in
 * the bundle stays a few kilobytes instead of carrying long srcset strings).
 */

export const imageFormats = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

const extensions: Record<ImageFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** Target widths; a photo is never upscaled past its own width. */
export const widthLadder = [480, 960, 1600] as const;

/** Where the pipeline writes variants (under public/) and where they are served from. */
export const imagesPath = "/images";

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

export function srcSetFor(id: string, hash: string, widths: number[], format: ImageFormat) {
  return widths.map((w) => `${variantUrl(id, hash, w, format)} ${w}w`).join(", ");
}

/** The width used for `src`: the middle of the set, a fair default before `sizes` applies. */
export function defaultWidth(widths: number[]): number {
  return widths[Math.min(1, widths.length - 1)]!;
}

/** Placeholder grid: 4x3 cells for landscape photos, 3x4 for portrait ones. */
export function placeholderGrid(width: number, height: number): { cols: number; rows: number } {
  return width >= height ? { cols: 4, rows: 3 } : { cols: 3, rows: 4 };
}

/**
 * A CSS background-image value that paints the placeholder colours (three hex digits per
 * cell, row by row) as a soft blur. The alpha reset after the blur keeps the edges from
 * fading to transparent.
 */
export function placeholderCss(colours: string, width: number, height: number): string {
  const { cols, rows } = placeholderGrid(width, height);
  let cells = "";
  for (let i = 0; i < cols * rows; i++) {
    const colour = colours.slice(i * 3, i * 3 + 3);
    if (colour.length < 3) break;
    cells += `<rect x='${i % cols}' y='${Math.floor(i / cols)}' width='1' height='1' fill='%23${colour}'/>`;
  }
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${cols} ${rows}' preserveAspectRatio='none'>` +
    `<filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='.6'/>` +
    `<feComponentTransfer><feFuncA type='discrete' tableValues='1 1'/></feComponentTransfer></filter>` +
    `<g filter='url(%23b)'>${cells}</g></svg>`;
  return `url("data:image/svg+xml,${svg}")`;
}
