import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { genericServicePage, serviceTemplateSlug } from "../content/generic-service";
import { serviceTemplatePath } from "../contracts/routes";
import { startTestApp, type TestApp, tempDir } from "../tests/support/server";

const headScript = "document.documentElement.dataset.js = '1';";
const bodyScript = 'import "/assets/page.js";';

/** A page as the layout writes it: the head's meta, an h1, two inline scripts. */
function page(slug: string, noindex: boolean): string {
  const { title, meta } = genericServicePage(slug);
  const attr = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<title>${meta.title.replace(/&/g, "&amp;")}</title>` +
    `<meta name="description" content="${attr(meta.description)}">` +
    (noindex ? `<meta name="robots" content="noindex">` : "") +
    `<link rel="canonical" href="${meta.canonical}">` +
    `<meta property="og:title" content="${attr(meta.title)}">` +
    `<meta property="og:description" content="${attr(meta.description)}">` +
    `<meta property="og:url" content="${meta.canonical}">` +
    `<script>${headScript}</script></head><body><main>` +
    `<h1 class="mt-3 text-h1">${title}</h1><p>What We Offer</p></main>` +
    `<script type="module">${bodyScript}</script></body></html>`
  );
}

/** A build with the home page, one catalogue page and the service template. */
function fakeBuild(): string {
  const buildDir = tempDir("build-");
  const client = join(buildDir, "client");
  for (const slug of ["roofing", serviceTemplateSlug]) {
    mkdirSync(join(client, "services", slug), { recursive: true });
    writeFileSync(
      join(client, "services", slug, "index.html"),
      page(slug, slug === serviceTemplateSlug),
    );
  }
  writeFileSync(join(client, "index.html"), "<!doctype html><h1>Home</h1>");
  return buildDir;
}

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function get(url: string, headers: Record<string, string> = {}) {
  harness ??= await startTestApp({ BUILD_DIR: fakeBuild(), SERVE_SITE: "true" });
  return harness.app.inject({ url, headers });
}

const text = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

describe("/services/{slug} for a slug the build has no page for", () => {
  it.each([
    ["windows-doors", "Windows Doors"],
    ["unknown-thing", "Unknown Thing"],
    ["gutters", "Gutters"],
    ["one-two-three-four-five-six", "One Two Three Four Five Six"],
  ])("answers /services/%s with the generic page titled '%s'", async (slug, title) => {
    const response = await get(`/services/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const html = response.body;
    expect(text(html, /<title>([^<]*)<\/title>/)).toBe(
      `${title} | Ironwood Remodeling &amp; Construction`,
    );
    expect(text(html, /<h1[^>]*>([^<]*)<\/h1>/)).toBe(title);
    const canonical = `https://www.ironwoodremodeling.example/services/${slug}`;
    expect(text(html, /<link rel="canonical" href="([^"]*)"/)).toBe(canonical);
    expect(text(html, /<meta property="og:url" content="([^"]*)"/)).toBe(canonical);
    expect(text(html, /<meta property="og:title" content="([^"]*)"/)).toBe(
      `${title} | Ironwood Remodeling &amp; Construction`,
    );
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain(serviceTemplateSlug);
  });

  it("keeps the template's inline scripts as they were, so the CSP still allows them", async () => {
    const filled = await get("/services/unknown-thing");
    const prerendered = await get("/services/roofing");
    expect(filled.body).toContain(`<script>${headScript}</script>`);
    expect(filled.body).toContain(`<script type="module">${bodyScript}</script>`);
    expect(filled.headers["content-security-policy"]).toBe(
      prerendered.headers["content-security-policy"],
    );
  });

  it("compresses the page as the browser accepts", async () => {
    const br = await get("/services/gutters", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(">Gutters</h1>");
    const gzip = await get("/services/gutters", { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(">Gutters</h1>");
  });

  it("serves a catalogue slug from its own prerendered page, indexable", async () => {
    const response = await get("/services/roofing");
    expect(response.statusCode).toBe(200);
    expect(text(response.body, /<h1[^>]*>([^<]*)<\/h1>/)).toBe("Roofing");
    expect(response.body).not.toContain("noindex");
  });

  it("sends a catalogue service named by another slug to its own page", async () => {
    const response = await get("/services/kitchens");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/services/kitchen-remodeling");
  });

  it.each([
    "Roofing",
    "windows_doors",
    "windows--doors",
    "-roofing",
    "roofing-",
    "one-two-three-four-five-six-seven",
    "a".repeat(61),
    "call-now%20free",
    "%3Cb%3Ehi%3C%2Fb%3E",
  ])("sends the malformed slug %s home", async (slug) => {
    const response = await get(`/services/${slug}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
  });

  it("takes a slug of exactly 60 characters", async () => {
    const response = await get(`/services/${"a".repeat(60)}`);
    expect(response.statusCode).toBe(200);
  });

  it("never shows the template under its own address", async () => {
    for (const url of [serviceTemplatePath, `${serviceTemplatePath}/index.html`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe("/");
    }
  });
});
