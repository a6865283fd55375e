import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { escapeHtml } from "./html";

/**
 * Maps each prerendered URL to its HTML file: "/" -> "index.html",
 * "/all-services" -> "all-services/index.html". Built once at start-up from the build.
 */
export function findPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== "assets" && entry !== "images") walk(full);
      } else if (entry === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        pages.set(rel ? `/${rel}` : "/", relative(clientDir, full).split(sep).join("/"));
      }
    }
  };
  walk(clientDir);
  return pages;
}

const hashedName = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** Hashed build output never changes under its name; everything else is revalidated. */
export function cacheControlFor(filePath: string): string {
  // Precompressed copies (name.js.br) share the caching of the file they encode.
  const urlPath = filePath.replace(/\.(br|gz)$/, "");
  if (
    (urlPath.startsWith("/assets/") || urlPath.startsWith("/images/")) &&
    hashedName.test(urlPath)
  ) {
    return "public, max-age=31536000, immutable";
  }
  return "no-cache";
}

/** What the server writes into the service template for one slug. */
export type ServicePageWords = {
  title: string;
  heading: string;
  description: string;
  canonical: string;
};

type Slot = {
  /** Finds the one element that carries this piece of the page. */
  element: RegExp;
  /** Rewrites that element with the page's own words. */
  fill: (element: string, words: ServicePageWords) => string;
};

const setAttribute =
  (name: string, pick: (words: ServicePageWords) => string) =>
  (element: string, words: ServicePageWords) =>
    element.replace(new RegExp(`\\b${name}="[^"]*"`), `${name}="${escapeHtml(pick(words))}"`);

const setText =
  (pick: (words: ServicePageWords) => string) => (element: string, words: ServicePageWords) =>
    element.replace(/>[^<]*</, `>${escapeHtml(pick(words))}<`);

/**
 * Everywhere the template names its page. Only these elements change, never a script, so
 * the inline scripts keep the hashes the Content-Security-Policy was built from.
 */
const slots: readonly Slot[] = [
  { element: /<title>[^<]*<\/title>/g, fill: setText((w) => w.title) },
  { element: /<h1\b[^>]*>[^<]*<\/h1>/g, fill: setText((w) => w.heading) },
  {
    element: /<meta\b[^>]*\bname="description"[^>]*>/g,
    fill: setAttribute("content", (w) => w.description),
  },
  {
    element: /<meta\b[^>]*\bproperty="og:title"[^>]*>/g,
    fill: setAttribute("content", (w) => w.title),
  },
  {
    element: /<meta\b[^>]*\bproperty="og:description"[^>]*>/g,
    fill: setAttribute("content", (w) => w.description),
  },
  {
    element: /<meta\b[^>]*\bproperty="og:url"[^>]*>/g,
    fill: setAttribute("content", (w) => w.canonical),
  },
  {
    element: /<link\b[^>]*\brel="canonical"[^>]*>/g,
    fill: setAttribute("href", (w) => w.canonical),
  },
];

const noindex = '<meta name="robots" content="noindex">';

/**
 * Reads the prerendered generic service page once and returns what makes a page of it for
 * any slug. A template that no longer has exactly one of each element it fills in stops
 * the server at start-up, instead of serving pages with another service's name.
 */
export function serviceTemplate(html: string): (words: ServicePageWords) => string {
  for (const { element } of slots) {
    const found = html.match(element)?.length ?? 0;
    if (found !== 1) {
      throw new Error(`The service template has ${found} of ${element.source}, expected one`);
    }
  }
  // These pages answer for any slug a link may hold: never for search engines.
  const page = /<meta\b[^>]*\bname="robots"[^>]*\bnoindex/.test(html)
    ? html
    : html.replace(/<\/head>/i, `${noindex}</head>`);
  return (words) =>
    slots.reduce(
      (out, slot) => out.replace(slot.element, (element) => slot.fill(element, words)),
      page,
    );
}

/**
 * A page made per request, compressed as the client accepts: brotli at a quality that
 * takes about a millisecond for a page, else gzip, else as it is.
 */
export function encodeFor(
  acceptEncoding: string | undefined,
  html: string,
): { body: Buffer; encoding?: "br" | "gzip" } {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ""))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has("br")) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5 };
    return { body: brotliCompressSync(html, { params }), encoding: "br" };
  }
  if (accepted.has("gzip")) return { body: gzipSync(html), encoding: "gzip" };
  return { body: Buffer.from(html) };
}
