import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { site } from "./app/content/site";
import { notInSitemap, pageRedirects } from "./app/lib/routes";

const buildDir = process.env.BUILD_DIR ?? "build";
const apiPort = process.env.API_PORT ?? "3001";

/** `client:interact`: hydrate on the first touch, click, key or focus, or when idle. */
const interactDirective: AstroIntegration = {
  name: "client-interact",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) => {
      addClientDirective({
        name: "interact",
        entrypoint: fileURLToPath(new URL("./app/lib/interact-directive.ts", import.meta.url)),
      });
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
  trailingSlash: "ignore",
  redirects: pageRedirects,
  build: { assets: "assets", format: "directory" },
  // Pages load in full, made instant by fetching the next one on hover or tap. Nothing is
  // fetched before the visitor shows intent, so the first paint has the line to itself.
  prefetch: { prefetchAll: true, defaultStrategy: "hover" },
  devToolbar: { enabled: false },
  integrations: [
    react(),
    sitemap({ filter: (page) => !notInSitemap.includes(new URL(page).pathname.replace(/\/$/, "") || "/") }),
    interactDirective,
  ],
  server: { host: "127.0.0.1" },
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
    build: {
      target: "es2022",
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
