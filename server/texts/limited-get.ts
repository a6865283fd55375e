import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";

/**
 * One GET that follows no redirect and reads no more than `maxBytes` of the body: it is
 * torn down as soon as the bytes pass the limit, so an endless body costs no more than the
 * limit. fetch follows redirects with the same headers (within an origin) and reads the
 * whole body before a size can be checked, so media are fetched with node:http instead.
 */

export type LimitedGet = {
  headers: Record<string, string>;
  maxBytes: number;
  signal: AbortSignal;
  /** A certificate to trust instead of the system's: a test's local TLS stand-in. */
  ca?: string;
};

export type Answer = { redirect: string } | { bytes: Buffer };

const redirects = new Set([301, 302, 303, 307, 308]);

export class TooLarge extends Error {
  override name = "TooLarge";
}

export function limitedGet(url: URL, options: LimitedGet): Promise<Answer> {
  const secure = url.protocol === "https:";
  const send = secure ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: "GET",
      headers: options.headers,
      signal: options.signal,
      ...(secure && options.ca ? { ca: options.ca } : {}),
    });
    const fail = (error: Error) => {
      request.destroy();
      reject(error);
    };
    request.on("error", reject);
    request.on("response", (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (redirects.has(status) && location) {
        response.destroy();
        return resolve({ redirect: location });
      }
      if (status < 200 || status > 299) return fail(new Error(`media answered ${status}`));
      if (Number(response.headers["content-length"] ?? "0") > options.maxBytes) {
        return fail(new TooLarge("media too large"));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) return fail(new TooLarge("media too large"));
        chunks.push(chunk);
      });
      response.on("end", () => resolve({ bytes: Buffer.concat(chunks) }));
      // A body cut short (the deadline, a reset) rejects; after "end" this changes nothing.
      response.on("error", reject);
      response.on("close", () => {
        if (!response.complete) reject(new Error("media cut short"));
      });
    });
    request.end();
  });
}
