import { describe, expect, it } from "vitest";
import { withoutUnusedVariables } from "./unused-variables";

describe("withoutUnusedVariables", () => {
  it("drops the theme's variables that no rule of the page reads", () => {
    const css =
      "@layer theme{:root,:host{--color-ink:#111;--color-sky:#0af;--radius:4px}}" +
      "@layer utilities{.text-ink{color:var(--color-ink)}}";
    expect(withoutUnusedVariables(css, "")).toBe(
      "@layer theme{:root,:host{--color-ink:#111}}@layer utilities{.text-ink{color:var(--color-ink)}}",
    );
  });

  it("keeps a variable that a kept variable reads, and one the page's HTML reads", () => {
    const css =
      "@layer theme{:root,:host{--font-sans:var(--font-inter),sans-serif;--font-inter:Inter;--gap:2px;--unused:1}}" +
      ".body{font-family:var(--font-sans)}";
    const html = `<p style="margin:var(--gap)">x</p>`;
    expect(withoutUnusedVariables(css, html)).toBe(
      "@layer theme{:root,:host{--font-sans:var(--font-inter),sans-serif;--font-inter:Inter;--gap:2px}}" +
        ".body{font-family:var(--font-sans)}",
    );
  });

  it("drops a typed property, and its fallback for browsers without them, that nothing reads", () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-blur{syntax:"*";inherits:false}' +
      "@layer properties{@supports (not (color:rgb(from red r g b))){*,::before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}" +
      ".shadow{box-shadow:var(--tw-shadow)}";
    expect(withoutUnusedVariables(css, "")).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        "@layer properties{@supports (not (color:rgb(from red r g b))){*,::before{--tw-shadow:0 0 #0000}}}" +
        ".shadow{box-shadow:var(--tw-shadow)}",
    );
  });

  it("keeps a variable a rule sets for others, and removes a theme left empty", () => {
    const css =
      "@layer theme{:root,:host{--unused:1}}.ring{--tw-ring:2px}.a{outline-width:var(--tw-ring)}";
    expect(withoutUnusedVariables(css, "")).toBe(
      ".ring{--tw-ring:2px}.a{outline-width:var(--tw-ring)}",
    );
  });
});
