import type { Photo } from "./photo-variants";

/**
 * The portfolio manifest: written by the image pipeline to
 * /images/portfolio/manifest.json, read at build time for the gallery's first view and
 * fetched after hydration for the rest (docs/decisions/140). Each entry is a full Photo,
 * so it renders with <ResponsivePicture photo={entry} /> as is.
 */
export const manifestUrl = "/images/portfolio/manifest.json";

/** Gallery images have filenames under this prefix; before/after images do not. */
export const galleryPrefix = "gallery/";

export type ManifestImage = Photo & {
  /** "gallery/kitchen/kitchen-wood-island-granite.jpg" or "before-after/before-1.jpg". */
  filename: string;
};

export type Manifest = { images: ManifestImage[] };

export type BeforeAfterPair = {
  id: string;
  projectNumber: number;
  before: ManifestImage;
  after: ManifestImage;
};

const beforeAfterName = /(?:^|\/)(before|after)-(\d+)\.[a-z0-9]+$/i;

/** "before" or "after" with the project number, when the file name is before-N / after-N. */
export function beforeAfterRole(
  filename: string,
): { role: "before" | "after"; projectNumber: number } | null {
  const match = beforeAfterName.exec(filename);
  if (!match) return null;
  return {
    role: match[1]!.toLowerCase() as "before" | "after",
    projectNumber: Number(match[2]),
  };
}

export function isGalleryImage(image: { filename: string }): boolean {
  return image.filename.startsWith(galleryPrefix);
}

export function galleryImages<T extends { filename: string }>(images: readonly T[]): T[] {
  return images.filter(isGalleryImage);
}

type Pairable = { filename: string };

/**
 * Matches before-N with after-N and sorts the pairs by N. A file without its partner, or a
 * second file claiming the same role and number, is returned in `orphans` and left out.
 */
export function pairBeforeAfter<T extends Pairable>(
  images: readonly T[],
): {
  pairs: { id: string; projectNumber: number; before: T; after: T }[];
  orphans: T[];
} {
  const slots = new Map<number, { before?: T; after?: T }>();
  const orphans: T[] = [];
  for (const image of images) {
    const parsed = beforeAfterRole(image.filename);
    if (!parsed) continue;
    const slot = slots.get(parsed.projectNumber) ?? {};
    if (slot[parsed.role]) {
      orphans.push(image);
      continue;
    }
    slot[parsed.role] = image;
    slots.set(parsed.projectNumber, slot);
  }
  const pairs = [];
  for (const [projectNumber, slot] of [...slots].sort(([a], [b]) => a - b)) {
    if (slot.before && slot.after) {
      pairs.push({
        id: `pair-${projectNumber}`,
        projectNumber,
        before: slot.before,
        after: slot.after,
      });
    } else {
      orphans.push((slot.before ?? slot.after)!);
    }
  }
  return { pairs, orphans };
}

function isManifestImage(value: unknown): value is ManifestImage {
  if (typeof value !== "object" || value === null) return false;
  const image = value as Record<string, unknown>;
  return (
    typeof image.filename === "string" &&
    typeof image.alt === "string" &&
    image.alt.trim() !== "" &&
    typeof image.category === "string" &&
    typeof image.src === "string" &&
    typeof image.width === "number" &&
    typeof image.height === "number" &&
    typeof image.srcSet === "object" &&
    image.srcSet !== null
  );
}

/** Keeps the well-formed entries of a parsed manifest; anything else reads as empty. */
export function parseManifest(data: unknown): ManifestImage[] {
  if (typeof data !== "object" || data === null) return [];
  const images = (data as { images?: unknown }).images;
  return Array.isArray(images) ? images.filter(isManifestImage) : [];
}

type FetchOptions = { signal?: AbortSignal; fetcher?: typeof fetch; url?: string };

/**
 * Every image of the manifest, or null when it could not be read (a failed request, a
 * non-OK status or a body that is not JSON), which is logged.
 */
export async function readManifestImages(
  options: FetchOptions = {},
): Promise<ManifestImage[] | null> {
  const { signal, fetcher = fetch, url = manifestUrl } = options;
  try {
    const response = await fetcher(url, { signal });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return parseManifest(await response.json());
  } catch (error) {
    if (signal?.aborted) return null;
    console.warn(`Could not load the gallery manifest (${url}):`, error);
    return null;
  }
}

/**
 * Every image of the manifest. A failed read gives an empty list, so the
 * gallery shows its empty state instead of breaking.
 */
export async function fetchManifestImages(options: FetchOptions = {}): Promise<ManifestImage[]> {
  return (await readManifestImages(options)) ?? [];
}

export async function fetchGalleryImages(options?: FetchOptions): Promise<ManifestImage[]> {
  return galleryImages(await fetchManifestImages(options));
}

export async function fetchBeforeAfterPairs(options?: FetchOptions): Promise<BeforeAfterPair[]> {
  return pairBeforeAfter(await fetchManifestImages(options)).pairs;
}

/**
 * What the prerendered page shows before any script runs: the first page of the collage,
 * the first page of before/after pairs, the totals for the 'Show More' labels, and the seed
 * of the collage's tile sizes. Plain data, so it travels as island props.
 */
export type GalleryFirstView = {
  images: ManifestImage[];
  imageTotal: number;
  pairs: BeforeAfterPair[];
  pairTotal: number;
  seed: number;
};

/** Cuts the first view out of the whole manifest (read at build time). */
export function galleryFirstView(
  all: readonly ManifestImage[],
  pageSizes: { images: number; pairs: number },
): GalleryFirstView {
  const images = galleryImages(all);
  const { pairs } = pairBeforeAfter(all);
  return {
    images: images.slice(0, pageSizes.images),
    imageTotal: images.length,
    pairs: pairs.slice(0, pageSizes.pairs),
    pairTotal: pairs.length,
    seed: collageSeed(images),
  };
}

/**
 * A seed for the collage's "random" tile sizes, taken from the photo list
 * (FNV-1a over the file names): the build is reproducible, the HTML and the hydrated island
 * agree, and the arrangement changes when the photos do.
 */
export function collageSeed(images: readonly { filename: string }[]): number {
  let hash = 0x811c9dc5;
  for (const { filename } of images) {
    for (let i = 0; i < filename.length; i++) {
      hash = Math.imul(hash ^ filename.charCodeAt(i), 0x01000193) >>> 0;
    }
    hash = Math.imul(hash ^ 0x2f, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * What the first view leaves out: the photos and pairs a script brings with "Show More".
 * Pages without scripts list them (read at build time).
 */
export function galleryRest(
  all: readonly ManifestImage[],
  pageSizes: { images: number; pairs: number },
): { images: ManifestImage[]; pairs: BeforeAfterPair[] } {
  return {
    images: galleryImages(all).slice(pageSizes.images),
    pairs: pairBeforeAfter(all).pairs.slice(pageSizes.pairs),
  };
}
