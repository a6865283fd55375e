// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { EntryPhotos } from "~/admin/entry/entry-photos";
import { adminCopy } from "~content/admin";
import { adminPhotosCopy } from "~content/admin-photos";
import { adminRoutes, type Photo } from "~contracts/admin-api";
import { thumbnailUrl } from "~contracts/thumbnails";

const copy = adminPhotosCopy.viewer;

/** What jsdom lacks and a browser has: the carousel measures and watches its slides. */
beforeAll(() => {
  class Watcher {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { ResizeObserver: Watcher, IntersectionObserver: Watcher });
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
});

const photos: Photo[] = [0, 1, 2].map((index) => ({
  url: adminRoutes.photo("lead-1", index),
  width: 1600,
  height: 1200,
}));

/** The viewer loads on the first tap (a dynamic import): on a busy machine, a while. */
const loading = { timeout: 10_000 };

const thumbnail = (index: number) =>
  screen.getByRole("button", { name: adminCopy.entry.photoAlt(index, 3, "Dana Whitfield") });

describe("the lead's photos", () => {
  it("show as thumbnails, WebP with a JPEG fallback, never the full photo", () => {
    render(<EntryPhotos photos={photos} name="Dana Whitfield" />);
    const img = within(thumbnail(2)).getByRole("img");
    expect(img).toHaveAttribute("src", thumbnailUrl(photos[1]?.url ?? "", "jpeg"));
    expect(img).toHaveAttribute("loading", "lazy");
    const source = img.parentElement?.querySelector("source");
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source).toHaveAttribute("srcset", thumbnailUrl(photos[1]?.url ?? "", "webp"));
  });

  it("a tap opens the viewer on that photo full size, and the arrow keys move through them", async () => {
    const user = userEvent.setup();
    render(<EntryPhotos photos={photos} name="Dana Whitfield" />);
    await user.click(thumbnail(2));

    const viewer = await screen.findByRole(
      "dialog",
      { name: copy.title("Dana Whitfield") },
      loading,
    );
    const counter = within(viewer).getByTestId("photo-viewer-counter");
    expect(counter).toHaveTextContent(copy.counter(2, 3));
    const shown = () =>
      within(viewer).getByRole("group", { name: copy.slide(Number(counter.textContent?.[0]), 3) });
    expect(within(shown()).getByRole("img")).toHaveAttribute("src", photos[1]?.url);

    await user.keyboard("{ArrowRight}");
    expect(counter).toHaveTextContent(copy.counter(3, 3));
    expect(within(shown()).getByRole("img")).toHaveAttribute("src", photos[2]?.url);
    // Past the last, the first: a loop, as the buttons go.
    await user.keyboard("{ArrowRight}");
    expect(counter).toHaveTextContent(copy.counter(1, 3));
    await user.keyboard("{ArrowLeft}");
    expect(counter).toHaveTextContent(copy.counter(3, 3));
    await user.click(within(viewer).getByRole("button", { name: copy.previous }));
    expect(counter).toHaveTextContent(copy.counter(2, 3));
  });

  it("closes on Escape and on its close button, and gives focus back to the thumbnail", async () => {
    const user = userEvent.setup();
    render(<EntryPhotos photos={photos} name="Dana Whitfield" />);
    await user.click(thumbnail(3));
    await screen.findByRole("dialog", {}, loading);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(thumbnail(3)).toHaveFocus());

    await user.click(thumbnail(1));
    const viewer = await screen.findByRole("dialog", {}, loading);
    await user.click(within(viewer).getByRole("button", { name: copy.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(thumbnail(1)).toHaveFocus());
  });
});
