// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { pageSymbolId, spriteSymbols, withPageSymbols } from "./page-symbols";

const sprite = [
  '<svg xmlns="http://www.w3.org/2000/svg">',
  '<symbol id="check" viewBox="0 0 24 24" fill="none" stroke="currentColor"><path d="M20 6 9 17l-5-5"/></symbol>',
  '<symbol id="phone" viewBox="0 0 24 24"><path d="M1 1h2"/></symbol>',
  '<symbol id="phone-call" viewBox="0 0 24 24"><path d="M2 2h2"/></symbol>',
  "</svg>",
].join("\n");

const page = (body: string) =>
  `<!DOCTYPE html><html><head></head><body class="x">${body}</body></html>`;

describe("withPageSymbols", () => {
  const symbols = spriteSymbols(sprite);

  it("reads every symbol of the sprite by its name", () => {
    expect([...symbols.keys()]).toEqual(["check", "phone", "phone-call"]);
  });

  it("opens the body with a copy of each symbol the page names, once, under the page's id", () => {
    const icon = (name: string) => `<svg><use href="#${pageSymbolId(name)}"></use></svg>`;
    const html = withPageSymbols(page(`${icon("phone")}<p>Call</p>${icon("phone")}`), symbols);
    const body = new DOMParser().parseFromString(html, "text/html").body;
    const held = body.firstElementChild;
    expect(held?.tagName).toBe("svg");
    expect(held?.hasAttribute("hidden")).toBe(true);
    expect([...(held?.querySelectorAll("symbol") ?? [])].map((copy) => copy.id)).toEqual([
      "icon-phone",
    ]);
    expect(held?.querySelector("path")?.getAttribute("d")).toBe("M1 1h2");
    expect(body.querySelectorAll('use[href="#icon-phone"]')).toHaveLength(2);
  });

  it("keeps the symbol's own box and paint", () => {
    const html = withPageSymbols(page('<svg><use href="#icon-check"></use></svg>'), symbols);
    expect(html).toContain(
      '<symbol id="icon-check" viewBox="0 0 24 24" fill="none" stroke="currentColor">',
    );
  });

  it("leaves a page without icons as it is", () => {
    const html = page('<svg><use href="/assets/other.svg#check"></use></svg>');
    expect(withPageSymbols(html, symbols)).toBe(html);
  });

  it("refuses a name the sprite does not hold", () => {
    expect(() => withPageSymbols(page('<use href="#icon-missing"></use>'), symbols)).toThrow(
      /no "missing"/,
    );
  });
});
