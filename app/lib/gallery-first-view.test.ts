import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { galleryFirstView, manifestUrl, parseManifest } from "../../contracts/gallery-manifest";
import type { PhotoIndex } from "../../contracts/photo-variants";
import generatedIndex from "../generated/photo-index.json";
import { compactFirstView, expandFirstView } from "./gallery-first-view";

const { photos } = generatedIndex as unknown as PhotoIndex;
const recordOf = (id: string) => photos[id]!;
const manifest = parseManifest(JSON.parse(readFileSync(`public${manifestUrl}`, "utf8")));
const view = galleryFirstView(manifest, { images: 10, pairs: 6 });

describe("the gallery's first view as island props", () => {
  test("expands in the browser to exactly the view the page was built from", () => {
    expect(view.images.length).toBeGreaterThan(0);
    expect(view.pairs.length).toBeGreaterThan(0);
    const props = JSON.parse(JSON.stringify(compactFirstView(view, recordOf))) as ReturnType<
      typeof compactFirstView
    >;
    expect(expandFirstView(props)).toEqual(view);
  });

  test("carries each photo once, in under a fifth of the bytes of whole photos", () => {
    const whole = JSON.stringify(view).length;
    const compact = JSON.stringify(compactFirstView(view, recordOf)).length;
    expect(compact).toBeLessThan(whole / 5);
  });

  test("an empty view stays empty", () => {
    const empty = galleryFirstView([], { images: 10, pairs: 6 });
    expect(expandFirstView(compactFirstView(empty, recordOf))).toEqual(empty);
  });
});
