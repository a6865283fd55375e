import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { datedClaimLines, datedClaimsCopy } from "./content/dated-claims";
import { site } from "./content/site";
import { notInSitemap, pageRedirects } from "./contracts/routes";
import { criticalCss } from "./scripts/astro/critical-css";
import { islandPreloads } from "./scripts/astro/island-preloads";
import { pageScriptAfterPaint } from "./scripts/astro/page-script";

const buildDir = process.env.BUILD_DIR ?? "build";
const apiPort = process.env.API_PORT ?? "3001";

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Astro's own line for prefetching, word for word: Astro adds it as a script of its own in
// every page's head unless a script with the same text is already there. Given to the
// server's render instead, where `init()` does nothing, it keeps the head free of scripts;
// app/lib/page-script.ts starts the listener in the browser after the first paint.
const prefetchInit = `import { init } from 'astro/virtual-modules/prefetch.js';init()`;

/**
 * Scripts and directives of our own. The page's own script is fetched after the first
 * paint (app/layouts/PageScript.astro, docs/decisions/081, 219 and 222).
 * `client:interact` hydrates a form on the first touch, click, key or focus inside it
 * (decision 085), and listens for a visitor's first events from the page's HTML.
 */
const siteScripts: AstroIntegration = {
  name: "site-scripts",
  hooks: {
    "astro:config:setup": ({ addClientDirective, injectScript }) => {
      injectScript("page-ssr", prefetchInit);
      addClientDirective({
        name: "interact",
        entrypoint: fromHere("./app/lib/interact-directive.ts"),
      });
    },
  },
};

/**
 * The claims that age (the rating, years in business, projects completed): a build more
 * than 90 days after one was checked warns and says where to update it; a missing or future
 * date stops the build, as it fails `npm test` (decision 215).
 */
const datedClaims: AstroIntegration = {
  name: "dated-claims",
  hooks: {
    "astro:build:start": ({ logger }) => {
      const lines = datedClaimLines(new Date());
      for (const { mark, subject, detail, fix } of lines) {
        if (mark !== "ok")
          logger[mark === "fail" ? "error" : "warn"](`${subject}: ${detail}. ${fix}`);
      }
      if (lines.some((line) => line.mark === "fail")) {
        throw new Error(datedClaimsCopy.buildStopped);
      }
    },
  },
};

/**
 * Every page is static HTML rendered at build time from React components; only the
 * components a page marks as islands ship JavaScript (docs/decisions/080).
 * The output lands where the server has always read it: <BUILD_DIR>/client, with hashed
 * files under /assets/ so the server can cache them for a year.
 */
export default defineConfig({
  site: site.url,
  srcDir: "./app",
  publicDir: "./public",
  outDir: `${buildDir}/client`,
  output: "static",
  trailingSlash: "never",
  redirects: pageRedirects,
  build: { assets: "assets", format: "directory" },
  // Pages load in full, made instant by fetching the next one on hover or tap. Nothing is
  // fetched before the visitor shows intent, and the listener itself arrives with the
  // islands, so the first paint has the line to itself.
  prefetch: { prefetchAll: true, defaultStrategy: "hover" },
  devToolbar: { enabled: false },
  integrations: [
    react(),
    sitemap({
      filter: (page) => !notInSitemap.includes(new URL(page).pathname.replace(/\/$/, "") || "/"),
    }),
    siteScripts,
    pageScriptAfterPaint(),
    // The inbox's code, every chunk of it, asked for in the first round (decision 248).
    islandPreloads(["admin/index.html"]),
    // After the page script is held: the stylesheet waits beside it (decision 224).
    criticalCss(),
    datedClaims,
  ],
  server: { host: "127.0.0.1" },
  vite: {
    plugins: [tailwindcss()],
    resolve: {
      alias: {
        "~": new URL("./app", import.meta.url).pathname,
        "~contracts": new URL("./contracts", import.meta.url).pathname,
        "~content": new URL("./content", import.meta.url).pathname,
      },
    },
    build: {
      target: "es2022",
      // Lazy chunks fetch their own imports; Vite's preload helper and its dependency
      // lists would otherwise ride in every island that has a dialog to load.
      modulePreload: false,
      minify: "terser",
      terserOptions: {
        module: true,
        compress: { passes: 3, ecma: 2020, pure_getters: true, unsafe_arrows: true },
        format: { comments: false },
      },
    },
    server: { proxy: { "/api": `http://127.0.0.1:${apiPort}` } },
  },
});
