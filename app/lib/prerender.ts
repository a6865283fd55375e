import { genericServiceSlugs } from "./services";

/**
 * Every URL that becomes a static HTML file: the static routes of app/routes.ts plus one
 * page per known service slug. Redirect routes are prerendered too, as pages that forward
 * the visitor, so a plain static host behaves like our server's 301.
 */
export function prerenderPaths(staticPaths: readonly string[]): string[] {
  return [...new Set([...staticPaths, ...genericServiceSlugs.map((slug) => `/services/${slug}`)])];
}
