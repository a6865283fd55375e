// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { imageCopy } from "~content/images";
import { createPhotoLookup, getPhoto } from "~/lib/photos";
import { ResponsivePicture } from "./responsive-picture";

const kitchen = getPhoto("kitchen/kitchen-wood-island-granite");
const roofing = getPhoto("roofing/new-homes-asphalt-shingle-roofs");
const sizes = "(min-width: 1024px) 50vw, 100vw";

describe("ResponsivePicture", () => {
  test("offers AVIF, then WebP, then JPEG at every width, with sizes and dimensions", () => {
    const { container } = render(<ResponsivePicture photo={kitchen} sizes={sizes} />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", kitchen.srcSet.avif);
    expect(sources[0]?.getAttribute("srcset")).toMatch(/-320\.avif 320w, .*-1600\.avif 1600w$/);
    for (const source of sources) expect(source).toHaveAttribute("sizes", sizes);

    const img = screen.getByRole("img", { name: kitchen.alt });
    expect(img).toHaveAttribute("src", kitchen.src);
    expect(img).toHaveAttribute("srcset", kitchen.srcSet.jpeg);
    expect(img).toHaveAttribute("sizes", sizes);
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "1067");
  });

  test("with the phone crop, a phone held upright is offered the crop first, in each format", () => {
    const { container } = render(<ResponsivePicture photo={kitchen} sizes={sizes} phoneCrop />);
    const sources = [...container.querySelectorAll("picture > source")];
    const media = "(max-width: 639px) and (orientation: portrait)";
    expect(
      sources.slice(0, 3).map((s) => [s.getAttribute("media"), s.getAttribute("srcset")]),
    ).toEqual([
      [media, kitchen.phone?.avif],
      [media, kitchen.phone?.webp],
      [media, kitchen.phone?.jpeg],
    ]);
    // Elsewhere the photo's widths, as without the crop.
    expect(sources.slice(3).map((s) => s.getAttribute("media"))).toEqual([null, null]);
    expect(sources[3]).toHaveAttribute("srcset", kitchen.srcSet.avif);
  });

  test("loads lazily by default", () => {
    render(<ResponsivePicture photo={kitchen} sizes={sizes} />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  test("the LCP image loads eagerly at high priority, in the prerendered HTML too", () => {
    render(<ResponsivePicture photo={kitchen} sizes={sizes} priority />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");

    const html = renderToString(<ResponsivePicture photo={kitchen} sizes={sizes} priority />);
    // HTML attribute names are case-insensitive: fetchPriority is fetchpriority.
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(html).toMatch(/<img[^>]*width="1600"[^>]*height="1067"/);
    // The blurred preview is painted from the HTML alone, before any script runs.
    expect(html).toMatch(/<img[^>]*style="background-image:url\(&quot;data:image\/bmp;base64,/);
  });

  test("passes classes and an alt override through", () => {
    const { container } = render(
      <ResponsivePicture
        photo={kitchen}
        sizes={sizes}
        alt="Walnut island we built in 2024"
        className="block"
        imgClassName="h-full w-full object-cover"
      />,
    );
    expect(container.querySelector("picture")).toHaveClass("block");
    expect(screen.getByRole("img", { name: "Walnut island we built in 2024" })).toHaveClass(
      "object-cover",
    );
  });

  test("shows the 'Image failed to load' placeholder, same size, when the photo fails", () => {
    render(<ResponsivePicture photo={kitchen} sizes={sizes} />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.getByText(imageCopy.failed)).toBeVisible();
    const placeholder = screen.getByRole("img", { name: new RegExp(imageCopy.failed) });
    expect(placeholder).toHaveAccessibleName(`${kitchen.alt} (${imageCopy.failed})`);
    expect(placeholder.style.aspectRatio).toBe("1600 / 1067");
  });

  test("falls back to the fallback photo first, then to the placeholder", () => {
    const { container } = render(
      <ResponsivePicture photo={kitchen} fallback={roofing} sizes={sizes} />,
    );
    fireEvent.error(screen.getByRole("img"));

    const img = screen.getByRole("img", { name: roofing.alt });
    expect(img).toHaveAttribute("src", roofing.src);
    expect(container.querySelector("source")).toHaveAttribute("srcset", roofing.srcSet.avif);

    fireEvent.error(img);
    expect(screen.getByText(imageCopy.failed)).toBeVisible();
  });

  test("a fallback equal to the photo itself goes straight to the placeholder", () => {
    render(<ResponsivePicture photo={roofing} fallback={roofing} sizes={sizes} />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.getByText(imageCopy.failed)).toBeVisible();
  });

  test("before the first photo exists, draws a quiet empty frame", () => {
    const missing = createPhotoLookup({ photos: {} }).getPhoto("kitchen/none");
    const { container } = render(<ResponsivePicture photo={missing} sizes={sizes} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });
});
