import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { widthsFor } from "../../contracts/photo-variants";
import { servicePages } from "~content/service-pages";
import { fallbackServicePhoto } from "~content/services";
import { createPhotoLookup, getPhoto, photoIds, photosInCategory } from "./photos";

describe("getPhoto", () => {
  test("every photo a service names exists, and so does the fallback", () => {
    for (const id of [
      ...Object.values(servicePages).map((page) => page.photo),
      fallbackServicePhoto,
    ]) {
      expect(() => getPhoto(id), id).not.toThrow();
    }
  });

  test("an unknown id fails loudly with the id in the message", () => {
    expect(() => getPhoto("kitchen/no-such-photo")).toThrow(/"kitchen\/no-such-photo"/);
  });

  test("describes a photo: alt, size, category, sources at every width", () => {
    const photo = getPhoto("kitchen/kitchen-wood-island-granite");
    expect(photo).toMatchObject({ category: "kitchen", width: 1600, height: 1067 });
    expect(photo.alt.length).toBeGreaterThan(10);
    expect(photo.srcSet.avif.split(", ")).toEqual(
      [320, 480, 768, 960, 1600].map((w) =>
        expect.stringMatching(
          new RegExp(`^/images/kitchen/kitchen-wood-island-granite-[0-9a-f]{8}-${w}\\.avif ${w}w$`),
        ),
      ),
    );
    expect(photo.src).toMatch(/-768\.jpg$/);
    expect(photo.placeholder).toMatch(/^url\("data:image\/bmp;base64,/);
  });

  test("every content photo has alt text; basements and concrete show photos, not drawings", () => {
    for (const id of photoIds()) expect(getPhoto(id).alt.trim(), id).not.toBe("");
    for (const category of ["basement", "concrete"]) {
      const [photo] = photosInCategory(category);
      expect(photo?.alt, category).toBeTruthy();
      expect(photo?.alt, category).not.toMatch(/illustration|drawing/i);
    }
  });

  test("a site with no photo yet renders empty frames instead of failing", () => {
    const empty = createPhotoLookup({ photos: {} });
    expect(empty.getPhoto("kitchen/anything")).toMatchObject({ widths: [], width: 1600 });
  });
});

test("widths never exceed the source and skip steps too close to it", () => {
  expect(widthsFor(2400)).toEqual([320, 480, 768, 960, 1600]);
  expect(widthsFor(1440)).toEqual([320, 480, 768, 960, 1440]);
  expect(widthsFor(1000)).toEqual([320, 480, 768, 1000]);
  expect(widthsFor(800)).toEqual([320, 480, 800]);
  expect(widthsFor(360)).toEqual([360]);
  expect(widthsFor(300)).toEqual([300]);
});

test("the photo index shipped to the browser stays within its 6 KB gzip budget", () => {
  const bytes = gzipSync(readFileSync("app/generated/photo-index.json")).length;
  expect(bytes).toBeLessThanOrEqual(6 * 1024);
});
