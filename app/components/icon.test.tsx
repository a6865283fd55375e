// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageSymbolId } from "~/lib/page-symbols";
import { Icon } from "./icon";

/** What the server writes: it has no document, and the page will carry every symbol. */
function serverHtml(element: React.ReactElement): string {
  vi.stubGlobal("document", undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

/** The page's copies of the symbols, as app/middleware.ts writes them into each page. */
function pageHolds(...names: string[]) {
  const held = document.createElement("div");
  held.innerHTML = `<svg hidden>${names.map((name) => `<symbol id="${pageSymbolId(name)}"></symbol>`).join("")}</svg>`;
  document.body.append(held);
}

afterEach(() => document.body.replaceChildren());

describe("Icon", () => {
  it("names the page's copy of its symbol, at lucide's size, hidden from assistive technology", () => {
    const container = document.createElement("div");
    container.innerHTML = serverHtml(<Icon name="phone" className="size-4 text-accent" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("width", "24");
    expect(svg).toHaveAttribute("height", "24");
    expect(svg).toHaveAttribute("class", "size-4 text-accent");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg?.querySelector("use")?.getAttribute("href")).toBe("#icon-phone");
  });

  it("drawn in the browser, names the sprite for a symbol the page has no copy of", () => {
    pageHolds("phone");
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <p>
        <Icon name="phone" />
        <Icon name="yelp" />
      </p>,
    );
    const [phone, yelp] = [...container.querySelectorAll("use")].map((use) =>
      use.getAttribute("href"),
    );
    expect(phone).toBe("#icon-phone");
    expect(yelp).toMatch(/\/icons\.svg\b[^#]*#yelp$/);
  });

  it("hydrates the HTML the server wrote without a mismatch", async () => {
    const icons = (
      <p>
        <Icon name="star-filled" className="size-6" />
        <Icon name="yelp" />
      </p>
    );
    pageHolds("star-filled", "yelp");
    const container = document.createElement("div");
    container.innerHTML = serverHtml(icons);
    document.body.append(container);
    const written = container.innerHTML;
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, icons, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(written);
    act(() => root.unmount());
  });
});
