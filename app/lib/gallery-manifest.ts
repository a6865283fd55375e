import type { Photo } from "./photos";

/**
 * The portfolio manifest (SPEC section 7): written by the image pipeline to
 * /images/portfolio/manifest.json and fetched by the gallery. Each entry is a full Photo,
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
 * Every image of the manifest. A failed request, a non-OK status or a malformed body is
 * logged and gives an empty list, so the gallery shows its empty state instead of breaking.
 */
export async function fetchManifestImages(options: FetchOptions = {}): Promise<ManifestImage[]> {
  const { signal, fetcher = fetch, url = manifestUrl } = options;
  try {
    const response = await fetcher(url, { signal });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return parseManifest(await response.json());
  } catch (error) {
    if (signal?.aborted) return [];
    console.warn(`Could not load the gallery manifest (${url}):`, error);
    return [];
  }
}

export async function fetchGalleryImages(options?: FetchOptions): Promise<ManifestImage[]> {
  return galleryImages(await fetchManifestImages(options));
}

export async function fetchBeforeAfterPairs(options?: FetchOptions): Promise<BeforeAfterPair[]> {
  return pairBeforeAfter(await fetchManifestImages(options)).pairs;
}
