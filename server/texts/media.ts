import { preparePhoto } from "../photos/prepare";
import { photoLimits } from "../photos/limits";
import type { StoredMedia } from "./thread";

/**
 * A picture message's pictures: each fetched from Twilio with the account's credentials
 * and re-encoded as a quote photo is (JPEG, upright, no metadata). Only URLs on the
 * account's API host are fetched, so a webhook cannot make the server fetch elsewhere;
 * what is not a picture, too large or too slow is left out, and the text is stored anyway.
 */

export type MediaAccount = { apiUrl: string; accountSid: string; authToken: string };
export type MediaLog = { warn: (obj: object, msg: string) => void };

/** Twilio sends at most 10 media a message; each fetch shares this deadline. */
const MAX_MEDIA = 10;
const DEADLINE_MS = 8_000;

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

async function fetchOne(account: MediaAccount, url: string, signal: AbortSignal) {
  const auth = Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64");
  const response = await fetch(url, { headers: { Authorization: `Basic ${auth}` }, signal });
  if (!response.ok) throw new Error(`media answered ${response.status}`);
  const length = Number(response.headers.get("content-length") ?? "0");
  if (length > photoLimits.fileBytes) throw new Error("media too large");
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > photoLimits.fileBytes) throw new Error("media too large");
  return preparePhoto(`picture ${url.split("/").pop() ?? ""}`, bytes);
}

export async function fetchMedia(
  account: MediaAccount,
  urls: readonly string[],
  log: MediaLog,
): Promise<StoredMedia[]> {
  const signal = AbortSignal.timeout(DEADLINE_MS);
  const results = await Promise.allSettled(
    urls.map((url) =>
      onApiHost(account, url)
        ? fetchOne(account, url, signal)
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
