import { describe, expect, it } from "vitest";
import { islandEntries, moduleGraph, withPreloads } from "./island-preloads";

const files: Record<string, string> = {
  "admin.a.js": 'import{A as e}from"./admin.b.js";import"./style.c.js";export default e;',
  "admin.b.js": 'import{j as r}from"./jsx.d.js";const l=()=>import("./lead.e.js");export{r as A};',
  "jsx.d.js": "export const j=1;",
  "style.c.js": 'import{j}from"./jsx.d.js";',
  "client.f.js": 'import"./jsx.d.js";',
  "lead.e.js": "export const lead=1;",
};

describe("island preloads", () => {
  it("names each island's component and renderer", () => {
    const html =
      '<astro-island uid="x" component-url="/assets/admin.a.js" component-export="default" renderer-url="/assets/client.f.js" ssr client="load"></astro-island>';
    expect(islandEntries(html)).toEqual(["admin.a.js", "client.f.js"]);
  });

  it("follows static imports all the way down, once each, and leaves dynamic ones to wait", () => {
    const graph = moduleGraph(["admin.a.js", "client.f.js"], (file) => files[file] ?? null);
    expect(graph).toEqual(["admin.a.js", "client.f.js", "admin.b.js", "style.c.js", "jsx.d.js"]);
  });

  it("puts one modulepreload link per file before the head closes", () => {
    expect(withPreloads("<head><title>t</title></head><body></body>", ["a.js", "b.js"])).toBe(
      '<head><title>t</title><link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/b.js"></head><body></body>',
    );
  });
});
