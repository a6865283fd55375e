import type { AstroIntegration } from "astro";
import Beasties from "beasties";
import { decodeHTML } from "entities";
import { readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { pageScriptTemplateId } from "../../contracts/page-script";
import { elementSelector } from "./element-selector";
import { withoutUnusedVariables } from "./unused-variables";
import { htmlFiles } from "./html-files";

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/;
const heldScript = new RegExp(`(<template id="${pageScriptTemplateId}">[\\s\\S]*?)(</template>)`);

/** An island that hydrates as the page loads (the inbox): it draws at once, all of it. */
const hydratesAtOnce = /<astro-island\b[^>]*\bclient="load"/;

/**
 * Moves a page's stylesheet off its critical path (decision 224): the rules its own HTML
 * uses, `css`, go into a <style> where the link was, and the link waits beside the page
 * script in its <template>, which `linkWholeStylesheet()` reads once an island wakes. A
 * browser without script reads the same link from a <noscript>. A page without the link
 * or the template to hold it, or with an island that draws at once, is returned as is.
 */
export function inlinePageCss(html: string, css: string): string {
  const link = html.match(stylesheetLink)?.[0];
  if (!link || !heldScript.test(html) || hydratesAtOnce.test(html)) return html;
  // Replacer functions, so that a `$` in the CSS is never read as a pattern.
  return html
    .replace(link, () => `<style>${css}</style><noscript>${link}</noscript>`)
    .replace(heldScript, (_held, open: string, close: string) => `${open}${link}${close}`);
}

/**
 * `html` with its class attributes written out: Beasties reads the page without decoding
 * entities (to write it back unchanged), so `[&amp;_a]:underline` would never match the
 * rule for `[&_a]:underline`. A value that would need its quotes escaped stays as it is.
 */
export function withPlainClassNames(html: string): string {
  return html.replace(/\bclass="([^"]*)"/g, (attribute, value: string) => {
    const plain = decodeHTML(value);
    return plain.includes('"') ? attribute : `class="${plain}"`;
  });
}

/**
 * Beasties, matching each selector as `elementSelector` reads it. Beasties calls this
 * method on itself for every selector it tests; the version is pinned in package.json, and
 * tests/e2e/critical-css.spec.ts fails if a rule a page uses goes missing.
 */
class StateAwareBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return elementSelector(selector);
  }
}

/**
 * Marks that code sets on the page before the whole stylesheet arrives, which the HTML as
 * built never holds: the first-paint flags on <html> (app/layouts/FirstPaintFlags.astro),
 * the photos held for the lead photo (app/lib/lead-photo-first.ts) and the social menu shut
 * before React wakes (app/lib/menus-before-hydration.ts). Their rules are always inlined;
 * tests/e2e/critical-css.spec.ts draws each page with them set.
 */
export const statesBeforeStylesheet = [
  "data-font-fallback",
  "data-lead-photo-pending",
  "data-render-all",
  "data-review-request",
  "data-shut",
];

/**
 * The rules of the site's stylesheet that match an element of `html`, or one of the
 * states above, found by Beasties (decision 224), and every face, without the variables
 * none of them reads. Beasties writes its own copy of the page; only its <style> is kept,
 * so the page's markup stays byte for byte what Astro wrote.
 */
export async function usedCss(html: string, clientDir: string): Promise<string> {
  const beasties = new StateAwareBeasties({
    path: clientDir,
    publicPath: "/",
    // Where Beasties would move the link matters not: `inlinePageCss` places it.
    preload: "body",
    pruneSource: false,
    reduceInlineStyles: false,
    // Every animation: Tailwind names them through a variable Beasties does not follow.
    keyframes: "all",
    allowRules: [new RegExp(`\\[(?:${statesBeforeStylesheet.join("|")})\\]`)],
    logLevel: "silent",
  });
  const processed = await beasties.process(withPlainClassNames(html));
  const added = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? "")
    .filter((css) => css !== "" && !html.includes(css));
  if (added.length !== 1) throw new Error("critical CSS: Beasties inlined no rule");
  const css = `${fontFaces(await readStylesheet(html, clientDir))}${added[0] ?? ""}`;
  return withoutUnusedVariables(css, html);
}

/**
 * Every @font-face of the stylesheet. Beasties keeps a face only when a rule names its
 * family outright, and the site names its faces through a variable (`--font-sans`); a face
 * costs nothing until a glyph is drawn in it. Minified, a face holds no nested braces.
 */
export function fontFaces(css: string): string {
  return (css.match(/@font-face\{[^}]*\}/g) ?? []).join("");
}

function readStylesheet(html: string, clientDir: string): Promise<string> {
  const href = html.match(stylesheetLink)?.[1] ?? "";
  return readFile(join(clientDir, href), "utf8");
}

/** After the pages are written (and their scripts held), each page carries its own CSS. */
export function criticalCss(): AstroIntegration {
  return {
    name: "critical-css",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const clientDir = fileURLToPath(dir);
        let inlined = 0;
        for (const path of htmlFiles(clientDir)) {
          const html = readFileSync(path, "utf8");
          if (inlinePageCss(html, "") === html) continue;
          const changed = inlinePageCss(html, await usedCss(html, clientDir));
          if (changed === html) continue;
          writeFileSync(path, changed);
          inlined += 1;
        }
        if (inlined === 0) throw new Error("critical CSS: no page links the stylesheet");
      },
    },
  };
}
