/** "tile-work" -> "Tile Work": each hyphen-separated word capitalized, joined by spaces. */
export function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * What a /services/{slug} address may hold: lowercase words (letters and digits) joined by
 * single hyphens, at most 60 characters and 6 words. The server shows the generic service
 * page for any such slug and sends anything else home, so a stranger cannot put a sentence
 * of their choosing into a title on the business's site.
 */
export const serviceSlugLimits = { maxLength: 60, maxWords: 6 } as const;

const hyphenatedWords = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isServiceSlug(slug: string): boolean {
  return (
    slug.length <= serviceSlugLimits.maxLength &&
    hyphenatedWords.test(slug) &&
    slug.split("-").length <= serviceSlugLimits.maxWords
  );
}
