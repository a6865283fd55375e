import { site } from "./site";

/**
 * Where the business works, by ZIP code. SPEC names a 50-mile service radius, and
 * `site.area` centres it on Naperville; these three-digit prefixes are the US Postal
 * Service's sectional centres that lie mostly within that radius: 600 to 608 (the north,
 * north-west, west and south suburbs, Naperville and Aurora in 605, Joliet in 604, and the
 * City of Chicago in 606 to 608). Rockford (610-611), Kankakee (609) and DeKalb's rural
 * routes beyond are left out. A request from outside still reaches the owner, marked.
 */
export const serviceArea = {
  description: site.area.description,
  /** The towns the business names as its own, for search engines (structured data). */
  cities: [
    "Naperville",
    "Aurora",
    "Wheaton",
    "Downers Grove",
    "Lisle",
    "Bolingbrook",
    "Plainfield",
    "Oswego",
    "Glen Ellyn",
    "Lombard",
    "Oak Brook",
    "Hinsdale",
    "Joliet",
    "Chicago",
  ],
  zipPrefixes: ["600", "601", "602", "603", "604", "605", "606", "607", "608"],
} as const;

/** True when a ZIP code was given and lies outside the service area. */
export function outsideServiceArea(zip: string | null | undefined): boolean {
  const digits = zip?.trim() ?? "";
  if (!/^\d{5}/.test(digits)) return false;
  return !serviceArea.zipPrefixes.some((prefix) => digits.startsWith(prefix));
}
