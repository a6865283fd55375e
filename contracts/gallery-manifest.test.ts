import { describe, expect, test, vi } from "vitest";
import {
  beforeAfterRole,
  collageSeed,
  fetchBeforeAfterPairs,
  fetchGalleryImages,
  fetchManifestImages,
  galleryFirstView,
  galleryImages,
  manifestUrl,
  pairBeforeAfter,
  parseManifest,
  readManifestImages,
  type ManifestImage,
} from "./gallery-manifest";
import { photoFromRecord } from "./photo-variants";

/** One photo as the pipeline indexes it; the pairing reads only the file name. */
const kitchen = photoFromRecord("kitchen/kitchen-wood-island-granite", [
  2400,
  1600,
  "09006dd7",
  "865a98987975865876743753ba9a75a86cba",
  "Remodeled kitchen with wood cabinetry and an island with a stone countertop",
]);

const image = (filename: string): ManifestImage => ({ ...kitchen, filename });

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("before/after pairing", () => {
  test("matches before-N with after-N and sorts by N as a number", () => {
    const { pairs, orphans } = pairBeforeAfter([
      image("before-after/after-10.jpg"),
      image("before-after/before-2.webp"),
      image("before-after/before-10.jpg"),
      image("before-after/after-2.webp"),
      image("gallery/kitchen/island.jpg"),
    ]);
    expect(pairs.map((p) => [p.id, p.before.filename, p.after.filename])).toEqual([
      ["pair-2", "before-after/before-2.webp", "before-after/after-2.webp"],
      ["pair-10", "before-after/before-10.jpg", "before-after/after-10.jpg"],
    ]);
    expect(orphans).toEqual([]);
  });

  test("leaves out a before without its after, and a second file with the same role", () => {
    const { pairs, orphans } = pairBeforeAfter([
      image("before-after/before-1.jpg"),
      image("before-after/after-1.jpg"),
      image("other/before-1.jpg"),
      image("before-after/before-4.jpg"),
    ]);
    expect(pairs.map((p) => p.projectNumber)).toEqual([1]);
    expect(orphans.map((o) => o.filename)).toEqual([
      "other/before-1.jpg",
      "before-after/before-4.jpg",
    ]);
  });

  test("reads roles only from before-N / after-N file names", () => {
    expect(beforeAfterRole("before-after/Before-3.JPG")).toEqual({
      role: "before",
      projectNumber: 3,
    });
    expect(beforeAfterRole("gallery/kitchen/before-and-after.jpg")).toBeNull();
    expect(beforeAfterRole("gallery/kitchen/island-after-1x.jpg")).toBeNull();
  });
});

describe("manifest", () => {
  test("gallery images are those under gallery/", () => {
    const images = [image("gallery/kitchen/a.jpg"), image("before-after/before-1.jpg")];
    expect(galleryImages(images).map((i) => i.filename)).toEqual(["gallery/kitchen/a.jpg"]);
  });

  test("keeps well-formed entries and drops anything without alt text or sources", () => {
    const good = image("gallery/kitchen/a.jpg");
    expect(
      parseManifest({ images: [good, { ...good, alt: "" }, { filename: "x.jpg" }, 3] }),
    ).toEqual([good]);
    expect(parseManifest({ nope: [] })).toEqual([]);
    expect(parseManifest(null)).toEqual([]);
  });

  test("fetches the manifest and splits it into gallery images and pairs", async () => {
    const body = {
      images: [
        image("gallery/kitchen/a.jpg"),
        image("before-after/before-1.jpg"),
        image("before-after/after-1.jpg"),
      ],
    };
    const fetcher = vi.fn(async () => jsonResponse(body));
    expect(await fetchGalleryImages({ fetcher })).toHaveLength(1);
    const pairs = await fetchBeforeAfterPairs({ fetcher });
    expect(pairs).toHaveLength(1);
    expect(pairs[0]?.after.filename).toBe("before-after/after-1.jpg");
    expect(fetcher).toHaveBeenCalledWith(manifestUrl, expect.anything());
  });

  test("a non-OK status or a network error gives an empty list and a log line", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await fetchManifestImages({ fetcher: async () => jsonResponse({}, 500) })).toEqual([]);
    expect(
      await fetchManifestImages({
        fetcher: async () => {
          throw new TypeError("Failed to fetch");
        },
      }),
    ).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe("the built manifest", () => {
  test("lists every content photo's alt text, never an empty one", async () => {
    const { readFileSync } = await import("node:fs");
    const manifest = parseManifest(
      JSON.parse(readFileSync("public/images/portfolio/manifest.json", "utf8")),
    );
    expect(manifest.length).toBeGreaterThan(0);
    for (const entry of manifest) expect(entry.alt.trim()).not.toBe("");
    const { pairs, orphans } = pairBeforeAfter(manifest);
    expect(orphans).toEqual([]);
    expect(pairs.length).toBeGreaterThan(0);
  });
});

describe("the first view, read at build time", () => {
  const gallery = Array.from({ length: 23 }, (_, i) => image(`gallery/kitchen/photo-${i}.jpg`));
  const beforeAfter = Array.from({ length: 7 }, (_, i) => [
    image(`before-after/before-${i + 1}.jpg`),
    image(`before-after/after-${i + 1}.jpg`),
  ]).flat();

  test("holds the first page of photos and of pairs, with the totals", () => {
    const view = galleryFirstView([...gallery, ...beforeAfter], { images: 10, pairs: 6 });
    expect(view.images.map((i) => i.filename)).toEqual(gallery.slice(0, 10).map((i) => i.filename));
    expect(view.imageTotal).toBe(23);
    expect(view.pairs.map((p) => p.projectNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(view.pairTotal).toBe(7);
    // Plain data: it survives the trip into island props unchanged.
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });

  test("an empty manifest gives an empty first view", () => {
    expect(galleryFirstView([], { images: 10, pairs: 6 })).toMatchObject({
      images: [],
      imageTotal: 0,
      pairs: [],
      pairTotal: 0,
    });
  });

  test("seeds the tile sizes from the photo list: stable, and new when the photos change", () => {
    expect(collageSeed(gallery)).toBe(collageSeed([...gallery]));
    expect(collageSeed(gallery)).not.toBe(collageSeed(gallery.slice(1)));
    expect(collageSeed(gallery)).not.toBe(collageSeed([...gallery].reverse()));
    expect(Number.isInteger(collageSeed(gallery))).toBe(true);
  });
});

describe("reading the manifest at run time", () => {
  test("tells a failed read (null) from an empty manifest ([])", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await readManifestImages({ fetcher: async () => jsonResponse({}, 503) })).toBeNull();
    expect(await readManifestImages({ fetcher: async () => jsonResponse({ images: [] }) })).toEqual(
      [],
    );
  });
});
