import { leadSourceCopy as copy } from "../../content/lead-sources";
import { parseTouch, type Touch } from "../../contracts/visit-touch";

/**
 * Where a lead came from, in the owner's words (issue 38): the source's name alone, to
 * count leads by it, and a whole line with campaign, linking site and landing page.
 */

/** A stored touch, or undefined for a lead that has none (older leads, texts). */
export function storedTouch(text: string | null): Touch | undefined {
  return text ? parseTouch(text) : undefined;
}

// A Map, so a campaign's utm_source such as "constructor" or "__proto__" finds no name of
// an object's own, and is shown as typed (issue 50).
const utmSourceNames = new Map<string, string>(Object.entries(copy.utmSources));

function siteName(host: string): string | undefined {
  const bare = host.toLowerCase().replace(/^www\./, "");
  const site = copy.sites.find(
    ({ domain }) => bare.startsWith(domain) || bare.includes(`.${domain}`) || bare === domain,
  );
  return site?.name;
}

/** The source's name: the ad network, the campaign's source, the linking site, or direct. */
export function sourceName(touch: Touch | undefined): string {
  if (!touch) return copy.notRecorded;
  const utm = touch.utm_source?.toLowerCase();
  const paidMedia: readonly string[] = copy.paidMedia;
  const paid = paidMedia.includes(touch.utm_medium?.toLowerCase() ?? "");
  if (touch.gclid || touch.gbraid || touch.wbraid || (utm === "google" && paid)) {
    return copy.googleAds;
  }
  if (touch.msclkid || (utm === "bing" && paid)) return copy.microsoftAds;
  if (touch.utm_source) return utmSourceNames.get(utm ?? "") ?? touch.utm_source;
  if (touch.fbclid) return copy.facebook;
  if (touch.ref) return siteName(touch.ref) ?? touch.ref.replace(/^www\./, "");
  return copy.direct;
}

/** "Google Ads, campaign kitchens, landed on /services/kitchen-remodeling". */
export function describeTouch(touch: Touch | undefined): string {
  const name = sourceName(touch);
  if (!touch) return name;
  const parts = [name];
  if (touch.utm_campaign) parts.push(copy.campaign(touch.utm_campaign));
  // The linking site is worth its own words when the name came from something else.
  const named = touch.ref ? (siteName(touch.ref) ?? touch.ref.replace(/^www\./, "")) : name;
  if (touch.ref && named !== name) parts.push(copy.from(touch.ref));
  if (touch.path && name !== copy.direct) parts.push(copy.landed(touch.path));
  return parts.join(", ");
}

type SourceColumns = {
  first_touch: string | null;
  last_touch: string | null;
  won_value: number | null;
};

/** The lead page's lines: both touches when the browser recorded them, and a won job's value. */
export function sourceFields(row: SourceColumns): { label: string; value: string }[] {
  const { labels } = copy;
  const lines: { label: string; value: string }[] = [];
  const first = storedTouch(row.first_touch);
  if (first) {
    lines.push({ label: labels.firstTouch, value: describeTouch(first) });
    const last = storedTouch(row.last_touch) ?? first;
    lines.push({ label: labels.lastTouch, value: describeTouch(last) });
  }
  if (row.won_value !== null) {
    lines.push({ label: labels.wonValue, value: copy.wonValue(Number(row.won_value)) });
  }
  return lines;
}
