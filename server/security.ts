import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { routes } from "../contracts/routes";
import type { CaptchaProvider } from "./captcha/provider";

/** Every .html file under the built client, however deep. */
function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * A JSON data block (the pages' JSON-LD): the browser never runs it, so script-src does not
 * apply and its hash would only lengthen every page's header (decision 214).
 */
const dataBlock = /\btype\s*=\s*["']?application\/(ld\+)?json\b/i;

/** The 'sha256-...' sources of one document's inline scripts. */
function documentScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes) || dataBlock.test(attributes) || body === "") continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/**
 * 'sha256-...' sources for every inline <script> the prerender emitted (the router's
 * context and module bootstrap), so the policy allows exactly those and no others. The
 * owner's inbox has a policy of its own (inboxPolicy): its scripts are allowed on its page
 * only, and the site's header, sent with every page's first round trip, stays short.
 */
export function inlineScriptHashes(clientDir: string): string[] {
  const inbox = join(clientDir, routes.admin);
  const hashes = new Set<string>();
  for (const file of htmlFiles(clientDir)) {
    if (file.startsWith(`${inbox}/`)) continue;
    for (const hash of documentScriptHashes(readFileSync(file, "utf8"))) hashes.add(hash);
  }
  return [...hashes].sort();
}

function contentSecurityPolicy(
  scriptHashes: string[],
  origins: CaptchaProvider["origins"],
): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes, ...origins.script],
    // React writes style attributes and the ALTCHA widget injects its own <style>.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...origins.connect],
    // The ALTCHA widget solves in Web Workers started from blob: URLs.
    "worker-src": ["'self'", "blob:"],
    "frame-src": origins.frame.length > 0 ? origins.frame : ["'none'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/** A policy as a header's value: each directive and its sources, separated by semicolons. */
function headerValue(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join(";");
}

/**
 * The inbox page's own policy: the site's rules, with its inline scripts allowed and no
 * third party at all (it shows no captcha).
 */
export function inboxPolicy(html: string): string {
  const none = { script: [], connect: [], frame: [] };
  return headerValue(contentSecurityPolicy([...new Set(documentScriptHashes(html))].sort(), none));
}

const permissionsPolicy =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/**
 * Security headers on every response. The policy is computed once at start-up from the
 * build, so a page's inline scripts and the configured captcha are allowed and nothing else.
 */
export async function securityHeaders(
  app: FastifyInstance,
  { clientDir, captcha }: { clientDir: string; captcha: CaptchaProvider },
) {
  const directives = contentSecurityPolicy(inlineScriptHashes(clientDir), captcha.origins);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // The same rule as frame-ancestors 'none', for browsers that predate CSP 2.
    frameguard: { action: "deny" },
    // Sent here rather than by the HTTPS front, so it holds behind any TLS proxy (decision
    // 199). A year, what browsers' HSTS guidance asks; other hosts under the business's
    // domain may still be plain HTTP.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    // Read only by browsers long retired (IE's XSS filter and downloads, Flash); every
    // page's headers travel in the first round trip its HTML must fit in (decision 092).
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Permissions-Policy", permissionsPolicy);
  });
}
