import { useSyncExternalStore } from "react";

/** The gallery and before/after paging, zoom range and slider rules. */
export const galleryPageSize = 10;
export const pairsPageSize = 6;
export const pairsNarrowPageSize = 3;
export const pairsNarrowMaxWidth = 480;

export const zoomMin = 0.5;
export const zoomMax = 3;
export const zoomStep = 0.25;
/** Pinch on touch never shrinks the photo below its fitted size. */
export const pinchMin = 1;

export const sliderStart = 50;
export const sliderStep = 5;
export const labelHideAbove = 85;
export const labelHideBelow = 15;

export type TileSize = "small" | "medium" | "large";

/**
 * Bands of tiles that each fill a 4-column by 2-row block on wide screens and a 2-column
 * block on phones without a hole (small = 1x1, medium = 1x2, large = 2x2 on a dense grid).
 * Sizes look random, yet the collage never shows a gap between photos.
 */
const bands: readonly (readonly TileSize[])[] = [
  ["large", "medium", "medium"],
  ["medium", "large", "medium"],
  ["medium", "small", "large", "small"],
  ["large", "small", "small", "small", "small"],
  ["small", "small", "large", "small", "small"],
  ["medium", "small", "small", "medium", "small", "small"],
];

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * SPEC asks for tile sizes "chosen at random". A generator seeded at build time
 * (collageSeed) gives the same sequence in the prerendered HTML and after hydration, so no
 * tile changes size when the island takes over.
 * Bands are chosen to end exactly at each page of ten, so every 'Show More' adds whole rows.
 */
export function tileSizesFor(count: number, seed = 12): TileSize[] {
  const random = seededRandom(seed);
  const sizes: TileSize[] = [];
  while (sizes.length < count) {
    let left = Math.min(galleryPageSize, count - sizes.length);
    while (left > 0) {
      // A band must leave either nothing or room for another band (the smallest holds 3).
      const fits = bands.filter((band) => band.length === left || band.length <= left - 3);
      if (fits.length === 0) {
        sizes.push(...Array.from({ length: left }, (): TileSize => "small"));
        break;
      }
      const band = fits[Math.floor(random() * fits.length)]!;
      sizes.push(...band);
      left -= band.length;
    }
  }
  return sizes;
}

const tileArea: Record<TileSize, number> = { small: 1, medium: 2, large: 4 };

/**
 * The tile most likely to be the page's largest paint: the biggest of the first band (the
 * top of the collage), first of equals. Only its photo is fetched eagerly.
 */
export function lcpTileIndex(sizes: readonly TileSize[]): number {
  let best = 0;
  sizes.slice(0, 3).forEach((size, index) => {
    if (tileArea[size] > tileArea[sizes[best]!]) best = index;
  });
  return best;
}

/** The next zoom step up or down, kept within range. */
export function stepZoom(scale: number, direction: 1 | -1): number {
  // A pinch or wheel can leave the scale between steps: the next step is the next multiple.
  const steps = scale / zoomStep;
  const snapped = direction === 1 ? Math.floor(steps + 0.01) : Math.ceil(steps - 0.01);
  const next = (snapped + direction) * zoomStep;
  return Math.min(zoomMax, Math.max(zoomMin, next));
}

export function isAtFit(scale: number): boolean {
  return Math.abs(scale - 1) < 0.01;
}

/** The slider position a key asks for, or null for keys the slider leaves alone. */
export function sliderKeyTarget(key: string, position: number): number | null {
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  switch (key) {
    case "ArrowLeft":
    case "ArrowDown":
      return clamp(position - sliderStep);
    case "ArrowRight":
    case "ArrowUp":
      return clamp(position + sliderStep);
    case "Home":
      return 0;
    case "End":
      return 100;
    default:
      return null;
  }
}

/** Labels step aside near the edges, where the photo they name has all but disappeared. */
export function labelsVisible(position: number): boolean {
  return position >= labelHideBelow && position <= labelHideAbove;
}

export function pairsPageSizeFor(width: number): number {
  return width <= pairsNarrowMaxWidth ? pairsNarrowPageSize : pairsPageSize;
}

function subscribeResize(notify: () => void) {
  window.addEventListener("resize", notify);
  return () => window.removeEventListener("resize", notify);
}

const currentPairsPageSize = () => pairsPageSizeFor(window.innerWidth);
// The prerendered HTML cannot know the width: it holds the wide page and CSS hides its tail
// on a phone, so hydration never takes away a card the visitor could see.
const unknownPairsPageSize = () => null;

/** Before/after page size for the current width, or null while the HTML decides by CSS. */
export function usePairsPageSize(): number | null {
  return useSyncExternalStore(subscribeResize, currentPairsPageSize, unknownPairsPageSize);
}
