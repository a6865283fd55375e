import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlinePageCss, usedCss, withPlainClassNames } from "./critical-css";

const link = `<link rel="stylesheet" href="/assets/site.Ab12.css">`;
const held = `<template id="page-script"><script type="module" src="/assets/page.js"></script></template>`;

describe("inlinePageCss", () => {
  it("puts the page's rules where the link was, and holds the link for the loader and for a browser without script", () => {
    const html = `<head><title>x</title>${held}${link}</head><body></body>`;
    expect(inlinePageCss(html, "p{color:red}")).toBe(
      `<head><title>x</title><template id="page-script"><script type="module" src="/assets/page.js"></script>${link}</template>` +
        `<style>p{color:red}</style><noscript>${link}</noscript></head><body></body>`,
    );
  });

  it("leaves a page without the link, or without a template to hold it, as it is", () => {
    expect(inlinePageCss(`<head>${held}</head>`, "p{}")).toBe(`<head>${held}</head>`);
    expect(inlinePageCss(`<head>${link}</head>`, "p{}")).toBe(`<head>${link}</head>`);
  });

  it("leaves the stylesheet blocking on a page whose island draws at once, as the inbox", () => {
    const inbox = `<head>${held}${link}</head><body><astro-island uid="a" client="load"></astro-island></body>`;
    expect(inlinePageCss(inbox, "p{}")).toBe(inbox);
  });

  it("copies the CSS as it is, dollar signs included", () => {
    const html = `<head>${held}${link}</head>`;
    expect(inlinePageCss(html, `a::after{content:"$&"}`)).toContain(
      `<style>a::after{content:"$&"}</style>`,
    );
  });
});

describe("withPlainClassNames", () => {
  it("decodes class attributes, and only those", () => {
    expect(withPlainClassNames(`<a class="[&amp;_b]:x c-[&#x27;&#x27;]" title="&amp;">`)).toBe(
      `<a class="[&_b]:x c-['']" title="&amp;">`,
    );
    expect(withPlainClassNames(`<a class="c-[&quot;x&quot;]">`)).toBe(
      `<a class="c-[&quot;x&quot;]">`,
    );
  });
});

describe("usedCss", () => {
  const client = mkdtempSync(join(tmpdir(), "critical-css-"));
  mkdirSync(join(client, "assets"));
  writeFileSync(
    join(client, "assets", "site.Ab12.css"),
    [
      "@font-face{font-family:Face;src:url(/assets/face.woff2)}",
      "@font-face{font-family:Face Fallback;src:local(Arial);size-adjust:107%}",
      "@keyframes spin{to{rotate:1turn}}",
      "@layer theme,base,utilities;",
      "@layer utilities{.mt-4{margin-top:1rem}.hidden{display:none}@media (min-width:64rem){.lg\\:flex{display:flex}.lg\\:grid{display:grid}}}",
      ".dialog-open .panel{display:block}",
      "a:hover{color:red}",
      ":root[data-font-fallback]{--font:fallback}",
      ":focus-visible{outline:3px solid blue}::placeholder{opacity:1}",
      ".\\[\\&_a\\]\\:underline a{text-decoration:underline}.after\\:content-\\[\\'\\'\\]:after{content:\"\"}",
      "@media (hover:hover){:is(:where(.group):hover .group-hover\\:underline){text-decoration:underline}}",
      "@media (min-width:80rem){#menu[data-open=by-width][data-shut]>nav{display:none}}",
    ].join(""),
  );

  it("keeps the rules that match the page, in their layers and media, and drops the rest", async () => {
    const html = `<html><head>${held}${link}</head><body><p class="mt-4 lg:flex [&amp;_a]:underline after:content-[&#x27;&#x27;]"><a href="/" class="group"><span class="group-hover:underline">Home</span></a></p></body></html>`;
    const css = await usedCss(html, client);
    expect(css).toContain("@layer theme,base,utilities");
    expect(css).toMatch(/\.mt-4\{margin-top:1rem\}/);
    expect(css).toMatch(/@media \(min-width:64rem\)\{\.lg\\:flex\{display:flex\}\}/);
    expect(css).toContain("a:hover{color:red}");
    // Class names with characters the HTML writes as entities.
    expect(css).toContain(".\\[\\&_a\\]\\:underline a{text-decoration:underline}");
    expect(css).toContain(".after\\:content-\\[\\'\\'\\]:after");
    // Every face and animation, named through variables Beasties does not follow.
    expect(css).toContain("@font-face{font-family:Face;src:url(/assets/face.woff2)}");
    expect(css).toContain("size-adjust:107%");
    expect(css).toMatch(/@keyframes spin/);
    // A state the visitor brings about, for elements the page holds.
    expect(css).toContain(":focus-visible{outline:3px solid blue}");
    expect(css).toContain("::placeholder{opacity:1}");
    expect(css).toContain("group-hover\\:underline");
    // Set by the page's inline code before the whole stylesheet comes.
    expect(css).toContain(":root[data-font-fallback]{--font:fallback}");
    expect(css).toContain("#menu[data-open=by-width][data-shut]>nav{display:none}");
    expect(css).not.toContain(".hidden");
    expect(css).not.toContain("lg\\:grid");
    expect(css).not.toContain(".panel");
  });
});
