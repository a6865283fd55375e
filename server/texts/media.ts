import { preparePhoto } from "../photos/prepare";
import { photoLimits } from "../photos/limits";
import { limitedGet } from "./limited-get";
import type { StoredMedia } from "./thread";

/**
 * A picture message's pictures: each fetched from Twilio with the account's credentials
 * and re-encoded as a quote photo is (JPEG, upright, no metadata). Only URLs on the
 * account's API host are fetched, so a webhook cannot make the server fetch elsewhere.
 * Twilio answers with a redirect to a short-lived URL on another host: at most two are
 * followed, over https only, and the credentials go to the API host alone. What is not a
 * picture, too large or too slow is left out, and the text is stored anyway.
 */

export type MediaAccount = { apiUrl: string; accountSid: string; authToken: string };
export type MediaLog = { warn: (obj: object, msg: string) => void };
/** A certificate to trust instead of the system's, for a test's local TLS stand-in. */
export type MediaOptions = { ca?: string };

/** Twilio sends at most 10 media a message; each fetch shares this deadline. */
const MAX_MEDIA = 10;
const DEADLINE_MS = 8_000;
/** Twilio's API to its storage, and perhaps one more; a third is refused. */
const MAX_REDIRECTS = 2;

export function mediaUrls(params: URLSearchParams): string[] {
  const count = Math.min(Number.parseInt(params.get("NumMedia") ?? "0", 10) || 0, MAX_MEDIA);
  return Array.from({ length: count }, (_, i) => params.get(`MediaUrl${i}`) ?? "").filter(Boolean);
}

function onApiHost(account: MediaAccount, url: string): boolean {
  if (!URL.canParse(url)) return false;
  const api = new URL(account.apiUrl);
  const media = new URL(url);
  // Twilio's media live on api.twilio.com; a stand-in's on its own loopback address.
  return media.origin === api.origin;
}

async function fetchOne(
  account: MediaAccount,
  first: string,
  signal: AbortSignal,
  options: MediaOptions,
) {
  const auth = Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64");
  let url = new URL(first);
  for (let hop = 0; ; hop += 1) {
    // The account's credentials open its API alone: a redirect's host never sees them.
    const headers: Record<string, string> = hop === 0 ? { Authorization: `Basic ${auth}` } : {};
    const maxBytes = photoLimits.fileBytes;
    const answer = await limitedGet(url, { headers, maxBytes, signal, ca: options.ca });
    if ("bytes" in answer)
      return preparePhoto(`picture ${first.split("/").pop() ?? ""}`, answer.bytes);
    if (hop === MAX_REDIRECTS) throw new Error("media redirected more than twice");
    url = new URL(answer.redirect, url);
    if (url.protocol !== "https:") throw new Error("media redirected off https");
  }
}

export async function fetchMedia(
  account: MediaAccount,
  urls: readonly string[],
  log: MediaLog,
  options: MediaOptions = {},
): Promise<StoredMedia[]> {
  const signal = AbortSignal.timeout(DEADLINE_MS);
  const results = await Promise.allSettled(
    urls.map((url) =>
      onApiHost(account, url)
        ? fetchOne(account, url, signal, options)
        : Promise.reject(new Error("media not on Twilio's API host")),
    ),
  );
  const stored: StoredMedia[] = [];
  for (const [i, result] of results.entries()) {
    if (result.status === "fulfilled") stored.push(result.value);
    else log.warn({ err: result.reason, media: i }, "a picture of a text was not stored");
  }
  return stored;
}
