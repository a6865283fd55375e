import { lookup as dnsLookup } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Fetches one of the owner's calendar feeds (issue 55, decision 244). A feed's address is
 * a secret the owner pastes in, and the server fetches it: without a fence that is a way to
 * make the server read its own network. So the address must be https (webcal:// is read as
 * https://), every address its host resolves to must be public (checked as the socket
 * connects, so a DNS answer cannot change between the check and the use), each redirect is
 * checked again, and a fetch stops at `maxBytes` and `timeoutMs`. Errors never carry the
 * address. CALENDAR_FEEDS_ALLOW_LOCAL=1 lifts the https and address rules, for tests and
 * development only (`doctor` flags it).
 */

export const feedLimits = { maxBytes: 10 * 1024 * 1024, timeoutMs: 15_000, maxRedirects: 3 };

export class FeedError extends Error {
  override name = "FeedError";
}

/** Loopback, private, link-local, shared, multicast, reserved and documentation ranges. */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const) {
  notPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  notPublic.addSubnet(network, prefix, "ipv6");
}

export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/^::ffff:(?=\d+\.)/i, "");
  const version = isIP(bare);
  return version !== 0 && !notPublic.check(bare, version === 4 ? "ipv4" : "ipv6");
}

/** The address as fetched: webcal:// is Apple's and Google's name for https://. */
export function feedUrl(raw: string, allowLocal: boolean): URL {
  if (!URL.canParse(raw.trim())) throw new FeedError("not an address");
  const url = new URL(raw.trim().replace(/^webcals?:/i, "https:"));
  if (url.protocol !== "https:" && !(allowLocal && url.protocol === "http:")) {
    throw new FeedError("not https");
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowLocal && isIP(host) && !isPublicAddress(host))
    throw new FeedError("not a public address");
  return url;
}

/** dns.lookup that refuses to hand the socket an address that is not public. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const usable = addresses.filter((a) => isPublicAddress(a.address));
    const refused = new FeedError("not a public address") as NodeJS.ErrnoException;
    if (usable.length === 0 || usable.length !== addresses.length) return callback(refused, "", 0);
    if (options.all) return callback(null, usable);
    const [first] = usable;
    return callback(null, first?.address ?? "", first?.family ?? 4);
  });
};

type Answer = { redirect: string } | { text: string };

function getOnce(url: URL, allowLocal: boolean, signal: AbortSignal, ca?: string): Promise<Answer> {
  const secure = url.protocol === "https:";
  const send = secure ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: "GET",
      headers: { accept: "text/calendar, */*;q=0.1", "user-agent": "estimate-booking/1" },
      signal,
      ...(allowLocal ? {} : { lookup: publicLookup }),
      ...(secure && ca ? { ca } : {}),
    });
    const fail = (error: Error) => {
      request.destroy();
      reject(error);
    };
    request.on("error", (error) =>
      reject(error instanceof FeedError ? error : new FeedError(describe(error))),
    );
    request.on("response", (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        return resolve({ redirect: location });
      }
      if (status < 200 || status > 299) return fail(new FeedError(`answered ${status}`));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > feedLimits.maxBytes) return fail(new FeedError("larger than the size cap"));
        chunks.push(chunk);
      });
      response.on("end", () => resolve({ text: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", (error) => reject(new FeedError(describe(error))));
    });
    request.end();
  });
}

/** A fetch error in words that hold no address: its code, or a fixed phrase. */
function describe(error: Error): string {
  if (error.name === "AbortError" || error.name === "TimeoutError")
    return "took longer than the time cap";
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `failed (${code})` : "failed";
}

export async function fetchFeed(
  raw: string,
  {
    allowLocal,
    ca,
    timeoutMs = feedLimits.timeoutMs,
  }: { allowLocal: boolean; ca?: string; timeoutMs?: number },
): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = feedUrl(raw, allowLocal);
  for (let hop = 0; ; hop += 1) {
    const answer = await getOnce(url, allowLocal, signal, ca).catch((error: Error) => {
      throw signal.aborted ? new FeedError("took longer than the time cap") : error;
    });
    if ("text" in answer) return answer.text;
    if (hop === feedLimits.maxRedirects) throw new FeedError("redirected too often");
    if (!URL.canParse(answer.redirect, url)) throw new FeedError("redirected to a bad address");
    url = feedUrl(new URL(answer.redirect, url).href, allowLocal);
  }
}
