// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { galleryContent } from "~content/gallery";
import { getPhoto } from "~/lib/photos";
import type { BeforeAfterPair } from "~contracts/gallery-manifest";
import { BeforeAfterGrid } from "./before-after-grid";

const photo = getPhoto("kitchen/kitchen-wood-island-granite");
const pairs: BeforeAfterPair[] = Array.from({ length: 8 }, (_, i) => ({
  id: `pair-${i + 1}`,
  projectNumber: i + 1,
  before: { ...photo, filename: `before-after/before-${i + 1}.jpg` },
  after: { ...photo, filename: `before-after/after-${i + 1}.jpg` },
}));
const content = galleryContent.beforeAfter;
const cards = () => screen.queryAllByRole("button", { name: /^Project \d+ Compare/ });

describe("BeforeAfterGrid", () => {
  test("waits for the rest when 'Show More' outruns the first page, then focuses the first new card", () => {
    // The prerendered first page: six pairs at hand of the eight the gallery holds.
    const { rerender } = render(
      <BeforeAfterGrid pairs={pairs.slice(0, 6)} total={8} content={content} onOpen={() => {}} />,
    );
    expect(cards()).toHaveLength(6);
    fireEvent.click(screen.getByRole("button", { name: content.showMore(2) }));
    expect(screen.getByRole("status")).toHaveTextContent(content.loading);
    expect(cards()).toHaveLength(6);

    rerender(<BeforeAfterGrid pairs={pairs} total={8} content={content} onOpen={() => {}} />);
    expect(cards()).toHaveLength(8);
    expect(cards()[6]).toHaveFocus();
    expect(screen.queryByText(content.loading)).toBeNull();
  });

  test("says so when there are no pairs", () => {
    render(<BeforeAfterGrid pairs={[]} total={0} content={content} onOpen={() => {}} />);
    expect(screen.getByText(content.empty)).toBeInTheDocument();
  });
});

describe("BeforeAfterGrid before the width is known", () => {
  test("the prerendered page holds the wide page, and CSS alone hides a phone's tail", async () => {
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(
      <BeforeAfterGrid pairs={pairs.slice(0, 6)} total={8} content={content} onOpen={() => {}} />,
    );
    const host = document.createElement("div");
    host.innerHTML = html;
    const items = [...host.querySelectorAll("li")];
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.className.includes("(width<481px)]:hidden"))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    // Both counts are in the HTML: 2 left on a wide screen, 5 on a phone.
    expect(host.textContent).toContain(content.showMore(2));
    expect(host.textContent).toContain(content.showMore(5));
  });
});
