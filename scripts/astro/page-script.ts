import type { AstroIntegration } from "astro";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { pageScriptTemplateId } from "../../contracts/page-script";
import { htmlFiles } from "./html-files";

/** The module id Vite gives the bundled <script> of app/layouts/PageScript.astro. */
const pageScriptModule = "/app/layouts/PageScript.astro?astro&type=script";

/**
 * The page script's tag, as Astro writes it, held in the <template> that `loadPageScript()`
 * reads after the first paint: the browser fetches nothing in a template, its preload
 * scanner included (decision 222). A page without the tag is returned as is.
 */
export function holdPageScript(html: string, file: string): string {
  const tag = `<script type="module" src="/${file}"></script>`;
  return html.replace(tag, `<template id="${pageScriptTemplateId}">${tag}</template>`);
}

/**
 * Astro gives a page's bundled script no way to wait: it writes a tag the browser fetches
 * as soon as it reads it, before the first paint. This learns the file Vite wrote for the
 * page script, then, once the pages are written, holds its tag in each page.
 */
export function pageScriptAfterPaint(): AstroIntegration {
  let file: string | undefined;
  return {
    name: "page-script-after-paint",
    hooks: {
      "astro:build:setup": ({ vite, target }) => {
        if (target !== "client") return;
        vite.plugins = [
          ...(vite.plugins ?? []),
          {
            name: "page-script-file",
            generateBundle(_options, bundle) {
              for (const output of Object.values(bundle)) {
                if (output.type === "chunk" && output.facadeModuleId?.includes(pageScriptModule))
                  file = output.fileName;
              }
            },
          },
        ];
      },
      "astro:build:done": ({ dir }) => {
        if (!file) throw new Error("page script: Vite wrote no file for PageScript.astro");
        let held = 0;
        for (const path of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(path, "utf8");
          const changed = holdPageScript(html, file);
          if (changed === html) continue;
          writeFileSync(path, changed);
          held += 1;
        }
        if (held === 0) throw new Error(`page script: no page names /${file}`);
      },
    },
  };
}
