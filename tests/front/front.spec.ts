/**
 * deploy/Caddyfile in front of the production build, over real HTTPS (a certificate from
 * pebble): the redirect, HSTS, the app's own headers passed through, and the files
 * compressed at build time served as they are.
 */
import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { frontDomain, frontRequest, type FrontRequest } from "../support/tls-front";
import { frontState } from "./front-state";

const front = frontState();
const client = join(process.env.BUILD_DIR ?? "build", "client");

const viaFront = (path: string, init: FrontRequest = {}) =>
  frontRequest(`${front.origin}${path}`, { ca: front.root, ...init });
const direct = (path: string, init: FrontRequest = {}) =>
  frontRequest(`${front.appOrigin}${path}`, init);

/** How many times a header came, by its name in any case. */
function count(rawHeaders: string[], name: string): number {
  return rawHeaders.filter((value, i) => i % 2 === 0 && value.toLowerCase() === name).length;
}

const stylesheet = `/assets/${readdirSync(join(client, "assets")).find((f) => f.endsWith(".css"))}`;

/** A page, the inbox, an asset, the API, a redirect and a refusal: each kind of answer. */
const paths = ["/", "/contact", "/admin", stylesheet, "/api/health", "/no-such-page", "/api/nope"];

test("an attacker who downgrades a visitor to plain HTTP only gets a redirect to the same address over HTTPS", async () => {
  const response = await frontRequest(`http://${frontDomain}/services?from=flyer#top`);
  expect([301, 308]).toContain(response.status);
  expect(response.headers.location).toBe(`https://${frontDomain}/services?from=flyer`);
});

test("an attacker who strips HTTPS from a returning visitor is stopped by HSTS: sent exactly once, for at least a year", async () => {
  for (const path of paths) {
    const response = await viaFront(path);
    expect(count(response.rawHeaders, "strict-transport-security"), path).toBe(1);
    const maxAge = /max-age=(\d+)/.exec(String(response.headers["strict-transport-security"]));
    expect(Number(maxAge?.[1]), path).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  }
});

/**
 * Headers about the connection, not the answer (RFC 9110 section 7.6.1), the time, and
 * the front's own advertisement of HTTP/3.
 */
const connectionHeaders = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);
const frontOwn = new Set(["alt-svc"]);

function answerHeaders(rawHeaders: string[], ignore: Set<string>): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] ?? "").toLowerCase();
    if (!connectionHeaders.has(name) && !ignore.has(name))
      pairs.push([name, rawHeaders[i + 1] ?? ""]);
  }
  return pairs.sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
}

test("every header the app sets passes through the front unchanged, and the front adds none of its own", async () => {
  for (const path of paths) {
    for (const encoding of ["br", "gzip", "identity"]) {
      const headers = { "accept-encoding": encoding };
      const [proxied, straight] = [
        await viaFront(path, { headers }),
        await direct(path, { headers }),
      ];
      expect(proxied.status, path).toBe(straight.status);
      expect(answerHeaders(proxied.rawHeaders, frontOwn), `${path} (${encoding})`).toEqual(
        answerHeaders(straight.rawHeaders, new Set()),
      );
      expect(proxied.body.equals(straight.body), `${path} (${encoding})`).toBe(true);
    }
  }
});

test("the pages' brotli and gzip files made at build time are served as they are", async () => {
  for (const [encoding, extension] of [
    ["br", "br"],
    ["gzip", "gz"],
  ] as const) {
    const page = await viaFront("/contact", { headers: { "accept-encoding": encoding } });
    expect(page.headers["content-encoding"]).toBe(encoding);
    expect(page.body.equals(readFileSync(join(client, "contact", `index.html.${extension}`)))).toBe(
      true,
    );
    const css = await viaFront(stylesheet, { headers: { "accept-encoding": encoding } });
    expect(css.headers["content-encoding"]).toBe(encoding);
    expect(css.body.equals(readFileSync(join(client, `${stylesheet}.${extension}`)))).toBe(true);
  }
});

test("a browser gets the page over HTTPS with brotli, and trusts the certificate", async ({
  page,
}) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(response?.url()).toBe(`${front.origin}/`);
  expect((await response?.allHeaders())?.["content-encoding"]).toBe("br");
  expect((await response?.securityDetails())?.issuer).toMatch(/Pebble/);
});
