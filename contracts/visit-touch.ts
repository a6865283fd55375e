/**
 * Where a visit came from (issue 38), as the browser records it in sessionStorage and
 * sends it with a quote request: a URL query string of known keys, so the same text
 * travels in a JSON body and in a multipart form's field. The landing path is `path`, the
 * other site's host is `ref`; the rest are the landing URL's own parameters.
 */
export const touchKeys = [
  "path",
  "ref",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
] as const;
export type TouchKey = (typeof touchKeys)[number];
export type Touch = Partial<Record<TouchKey, string>>;

/** The longest value kept of any key, and the longest encoded touch accepted. */
export const touchValueMax = 300;
export const touchMax = 2_000;

/** The keys that say how a visitor came, beside the landing path. */
export const sourceKeys = touchKeys.filter((key) => key !== "path" && key !== "ref");

const untypable = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** A touch read from its text; undefined when it holds an unknown key or a value too long. */
export function parseTouch(text: string): Touch | undefined {
  if (text.length > touchMax) return undefined;
  const touch: Touch = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (!(touchKeys as readonly string[]).includes(key)) return undefined;
    if (value.length > touchValueMax || untypable.test(value)) return undefined;
    if (value) touch[key as TouchKey] = value;
  }
  return touch;
}

/** A touch as text, within the bounds parseTouch accepts: a value that would not fit is left out. */
export function encodeTouch(touch: Touch): string {
  const params = new URLSearchParams();
  for (const key of touchKeys) {
    // A link's odd characters cost the value, never the visitor's request.
    const value = touch[key]?.slice(0, touchValueMax);
    if (!value || untypable.test(value)) continue;
    params.set(key, value);
    if (params.toString().length > touchMax) params.delete(key);
  }
  return params.toString();
}
