import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./security";
import { startTestApp, type TestApp, tempDir } from "../tests/support/server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const homeScript = 'window.__context = {"a":1};';
const moduleScript = 'import "/assets/entry.js";';
const nestedScript = "console.log('roofing')";
const jsonLd = '{"@context":"https://schema.org","@type":"Service","name":"Roofing"}';

/** A minimal build: two pages with inline scripts, one external script, one JSON-LD block. */
function fakeBuild(): string {
  const buildDir = tempDir("build-");
  const client = join(buildDir, "client");
  mkdirSync(join(client, "services", "roofing"), { recursive: true });
  writeFileSync(
    join(client, "index.html"),
    `<!doctype html><html><head><script src="/assets/entry.js" type="module"></script>` +
      `<script>${homeScript}</script></head><body><h1>Home</h1>` +
      `<script type="module">${moduleScript}</script></body></html>`,
  );
  writeFileSync(
    join(client, "services", "roofing", "index.html"),
    `<!doctype html><html><body><h1>Roofing</h1><script>${nestedScript}</script>` +
      `<script>${homeScript}</script>` +
      `<script type="application/ld+json">${jsonLd}</script></body></html>`,
  );
  return buildDir;
}

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe("inlineScriptHashes", () => {
  it("hashes each distinct inline script of every page and skips external ones", () => {
    const hashes = inlineScriptHashes(join(fakeBuild(), "client"));
    expect(hashes).toEqual([sha(homeScript), sha(moduleScript), sha(nestedScript)].sort());
  });

  it("leaves out JSON-LD, which browsers read as data and never run", () => {
    expect(inlineScriptHashes(join(fakeBuild(), "client"))).not.toContain(sha(jsonLd));
  });

  it("is empty without a build", () => {
    expect(inlineScriptHashes(join(tempDir(), "missing"))).toEqual([]);
  });
});

describe("security headers", () => {
  it("allow the build's inline scripts and nothing inline besides", async () => {
    harness = await startTestApp({ BUILD_DIR: fakeBuild(), SERVE_SITE: "true" });
    const response = await harness.app.inject({ url: "/services/roofing" });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers["content-security-policy"] as string);
    expect(csp.get("script-src")).toEqual([
      "'self'",
      ...[sha(homeScript), sha(moduleScript), sha(nestedScript)].sort(),
    ]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("worker-src")).toEqual(["'self'", "blob:"]);
    expect(csp.get("frame-src")).toEqual(["'none'"]);

    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["permissions-policy"]).toMatch(/camera=\(\)/);
    expect(response.headers["permissions-policy"]).toMatch(/geolocation=\(\)/);
  });

  it("leave out what only retired browsers read: a page's first round trip carries its bytes", async () => {
    harness = await startTestApp({ BUILD_DIR: fakeBuild(), SERVE_SITE: "true" });
    const response = await harness.app.inject({ url: "/services/roofing" });
    for (const name of [
      "x-xss-protection",
      "x-download-options",
      "x-permitted-cross-domain-policies",
      "last-modified",
    ]) {
      expect(response.headers[name], name).toBeUndefined();
    }
    // The ETag alone revalidates a page.
    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await harness.app.inject({
      url: "/services/roofing",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("tell the browser to keep to HTTPS for a year, on this host only", async () => {
    // The server sends HSTS, not the front (decision 199): it holds behind any TLS proxy.
    harness = await startTestApp({ BUILD_DIR: fakeBuild(), SERVE_SITE: "true" });
    for (const url of ["/services/roofing", "/api/health"]) {
      const response = await harness.app.inject({ url });
      expect(response.headers["strict-transport-security"], url).toBe("max-age=31536000");
    }
  });

  it("are on API answers too", async () => {
    harness = await startTestApp({ CAPTCHA_PROVIDER: "off" });
    const response = await harness.app.inject({ url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("name no third party with ALTCHA, and only the configured provider's origins otherwise", async () => {
    harness = await startTestApp();
    const altcha = directives(
      (await harness.app.inject({ url: "/api/health" })).headers[
        "content-security-policy"
      ] as string,
    );
    expect([...altcha.values()].flat().filter((v) => v.startsWith("https:"))).toEqual([]);
    await harness.close();

    harness = await startTestApp({
      CAPTCHA_PROVIDER: "recaptcha",
      RECAPTCHA_SITE_KEY: "k",
      RECAPTCHA_SECRET: "s",
    });
    const recaptcha = directives(
      (await harness.app.inject({ url: "/api/health" })).headers[
        "content-security-policy"
      ] as string,
    );
    expect(recaptcha.get("script-src")).toEqual(
      expect.arrayContaining(["https://www.google.com", "https://www.gstatic.com"]),
    );
    expect(recaptcha.get("frame-src")).toEqual(["https://www.google.com"]);
    expect([...recaptcha.values()].flat()).not.toContain("https://challenges.cloudflare.com");
    await harness.close();

    harness = await startTestApp({
      CAPTCHA_PROVIDER: "turnstile",
      TURNSTILE_SITE_KEY: "k",
      TURNSTILE_SECRET: "s",
    });
    const turnstile = directives(
      (await harness.app.inject({ url: "/api/health" })).headers[
        "content-security-policy"
      ] as string,
    );
    expect(turnstile.get("script-src")).toContain("https://challenges.cloudflare.com");
    expect(turnstile.get("frame-src")).toEqual(["https://challenges.cloudflare.com"]);
    expect([...turnstile.values()].flat()).not.toContain("https://www.google.com");
  });
});
