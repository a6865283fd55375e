import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { pairBeforeAfter } from "../../contracts/gallery-manifest";
import type { PhotoIndex } from "../../contracts/photo-variants";
import { cacheControlFor } from "../../server/pages";
import {
  indexFile,
  manifestPath,
  metadataFile,
  PhotoPipelineError,
  runPipeline,
  type PipelineOptions,
} from "./pipeline";

let root: string;
let options: PipelineOptions;
let warnings: string[];

/** A small real photo: a two-tone gradient, so encoders have something to work on. */
async function photo(relativePath: string, width = 640, height = 420, hue = 40) {
  const path = join(options.sourceDir, relativePath);
  await mkdir(dirname(path), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},40%,40%)"/>
    <stop offset="1" stop-color="hsl(${hue + 90},40%,70%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(path);
}

async function describePhotos(photos: Record<string, { alt: string; gallery?: boolean }>) {
  await writeFile(join(options.sourceDir, metadataFile), JSON.stringify({ photos }));
}

const readManifest = () =>
  JSON.parse(readFileSync(join(options.publicDir, manifestPath), "utf8")) as {
    images: { filename: string; alt: string; srcSet: Record<string, string>; src: string }[];
  };
const readIndex = () =>
  JSON.parse(readFileSync(join(options.generatedDir, indexFile), "utf8")) as PhotoIndex;
const publishedFiles = () =>
  readdirSync(join(options.publicDir, "images"), { recursive: true, encoding: "utf8" });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "photos-pipeline-"));
  warnings = [];
  options = {
    sourceDir: join(root, "photos"),
    publicDir: join(root, "public"),
    generatedDir: join(root, "generated"),
    cacheDir: join(root, "cache"),
    warn: (line) => warnings.push(line),
  };
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("image pipeline over a folder of photos", () => {
  test("writes AVIF, WebP and JPEG per width, the manifest and the index", async () => {
    await photo("kitchen/island.jpg", 1200, 800);
    await photo("before-after/before-1.jpg");
    await photo("before-after/after-1.jpg");
    await describePhotos({
      "kitchen/island": { alt: "Kitchen island" },
      "before-after/before-1": { alt: "Before: old kitchen" },
      "before-after/after-1": { alt: "After: new kitchen" },
    });

    const result = await runPipeline(options);

    expect(result.photos).toBe(3);
    const [width, height, hash, placeholder, alt] = readIndex().photos["kitchen/island"]!;
    expect([width, height, alt]).toEqual([1200, 800, "Kitchen island"]);
    expect(hash).toMatch(/^[0-9a-f]{8}$/);
    expect(placeholder).toMatch(/^[0-9a-f]{36}$/);

    for (const [w, format, ext] of [
      [320, "avif", "avif"],
      [480, "avif", "avif"],
      [768, "avif", "avif"],
      [960, "webp", "webp"],
      [1200, "jpeg", "jpg"],
    ] as const) {
      const file = join(options.publicDir, `images/kitchen/island-${hash}-${w}.${ext}`);
      const meta = await sharp(file).metadata();
      expect(meta.width).toBe(w);
      expect(meta.format).toBe(format === "avif" ? "heif" : format);
    }
    // The phone crop: the middle at 9:16, 360 x 640, in each format.
    for (const ext of ["avif", "webp", "jpg"]) {
      const file = join(options.publicDir, `images/kitchen/island-${hash}-phone.${ext}`);
      expect(await sharp(file).metadata()).toMatchObject({ width: 360, height: 640 });
    }
    // A photo shorter than the crop gets none: before-1 is 420 px tall.
    expect(publishedFiles().filter((f) => f.includes("-phone."))).toHaveLength(3);
    // Never upscaled: 1200 px wide gives 320, 480, 768, 960 and 1200, not 1600.
    expect(publishedFiles().some((f) => f.includes("-1600."))).toBe(false);

    const { images } = readManifest();
    expect(images.map((i) => i.filename)).toEqual([
      "gallery/kitchen/island.jpg",
      "before-after/before-1.jpg",
      "before-after/after-1.jpg",
    ]);
    expect(images[0]).toMatchObject({
      alt: "Kitchen island",
      category: "kitchen",
      width: 1200,
      height: 800,
    });
    expect(images[0]!.srcSet.avif).toContain(`/images/kitchen/island-${hash}-960.avif 960w`);
  });

  test("adding a photo to kitchen/ and rebuilding puts it in the gallery with its variants", async () => {
    await photo("kitchen/first.jpg");
    await describePhotos({ "kitchen/first": { alt: "First kitchen" } });
    await runPipeline(options);

    await photo("kitchen/new-walnut-island.jpg", 2000, 1400, 200);
    const rebuilt = await runPipeline(options);

    expect(rebuilt).toMatchObject({ encoded: 1, fromCache: 1 });
    const added = readManifest().images.find(
      (i) => i.filename === "gallery/kitchen/new-walnut-island.jpg",
    );
    expect(added?.alt).toBe("Kitchen project photo: new walnut island");
    const urls = ["avif", "webp", "jpeg"].flatMap((f) =>
      added!.srcSet[f]!.split(", ").map((entry) => entry.split(" ")[0]!),
    );
    // Five widths (320, 480, 768, 960, 1600) in three formats.
    expect(urls).toHaveLength(15);
    for (const url of urls) expect(existsSync(join(options.publicDir, url))).toBe(true);
    expect(warnings.join("\n")).toMatch(/new-walnut-island\.jpg has no alt text/);
  });

  test("an unchanged photo is not encoded again; a changed one is, under a new name", async () => {
    await photo("tile/shower.jpg");
    expect((await runPipeline(options)).encoded).toBe(1);
    const firstHash = readIndex().photos["tile/shower"]![2];

    expect(await runPipeline(options)).toMatchObject({ encoded: 0, fromCache: 1 });

    await photo("tile/shower.jpg", 640, 420, 300);
    expect((await runPipeline(options)).encoded).toBe(1);
    const secondHash = readIndex().photos["tile/shower"]![2];
    expect(secondHash).not.toBe(firstHash);
    // The old variants are gone; only the new encode is published.
    expect(publishedFiles().filter((f) => f.includes(firstHash))).toEqual([]);
  });

  test("a corrupt file and a non-image file fail the run, naming each path", async () => {
    await photo("kitchen/good.jpg");
    await runPipeline(options);
    const manifestBefore = readManifest();

    await writeFile(join(options.sourceDir, "kitchen/broken.jpg"), "not really a jpeg");
    const truncated = readFileSync(join(options.sourceDir, "kitchen/good.jpg")).subarray(0, 600);
    await mkdir(join(options.sourceDir, "bathroom"));
    await writeFile(join(options.sourceDir, "bathroom/truncated.jpg"), truncated);
    await writeFile(join(options.sourceDir, "kitchen/notes.txt"), "call the client");

    const error = await runPipeline(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhotoPipelineError);
    const message = (error as Error).message;
    expect(message).toContain(join(options.sourceDir, "kitchen/broken.jpg"));
    expect(message).toContain(join(options.sourceDir, "bathroom/truncated.jpg"));
    expect(message).toContain(join(options.sourceDir, "kitchen/notes.txt"));
    // Nothing half-done was published.
    expect(readManifest()).toEqual(manifestBefore);
  });

  test("the command exits non-zero and names the bad file", async () => {
    await mkdir(join(options.sourceDir, "kitchen"), { recursive: true });
    await writeFile(join(options.sourceDir, "kitchen/corrupt.jpg"), "garbage");
    const run = spawnSync(
      join("node_modules", ".bin", "tsx"),
      [
        "scripts/images/build-images.ts",
        `--source=${options.sourceDir}`,
        `--public=${options.publicDir}`,
        `--generated=${options.generatedDir}`,
        `--cache=${options.cacheDir}`,
      ],
      { encoding: "utf8" },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(join(options.sourceDir, "kitchen/corrupt.jpg"));
  });

  test("an orphan before-N is reported and left out; pairs are sorted by N", async () => {
    for (const name of ["before-10", "after-10", "before-2", "after-2", "before-3", "after-7"]) {
      await photo(`before-after/${name}.jpg`);
    }
    await photo("kitchen/island.jpg");

    await runPipeline(options);

    const { images } = readManifest();
    expect(images.map((i) => i.filename)).toEqual([
      "gallery/kitchen/island.jpg",
      "before-after/before-2.jpg",
      "before-after/after-2.jpg",
      "before-after/before-10.jpg",
      "before-after/after-10.jpg",
    ]);
    expect(pairBeforeAfter(images).pairs.map((p) => p.projectNumber)).toEqual([2, 10]);
    expect(warnings.join("\n")).toMatch(/before-3\.jpg has no matching after-3/);
    expect(warnings.join("\n")).toMatch(/after-7\.jpg has no matching before-7/);
  });

  test("no photo at all still gives an empty manifest and index", async () => {
    const result = await runPipeline(options);
    expect(result.photos).toBe(0);
    expect(readManifest()).toEqual({ images: [] });
    expect(readIndex()).toEqual({ photos: {} });
  });

  test("alt text: an empty alt is an error; gallery:false keeps a photo out of the gallery", async () => {
    await photo("basement/sample.jpg");
    await photo("kitchen/island.jpg");
    await describePhotos({
      "basement/sample": { alt: "Sample illustration of a basement", gallery: false },
      "kitchen/island": { alt: "  " },
    });
    await expect(runPipeline(options)).rejects.toThrow(/"kitchen\/island" has an empty alt text/);

    await describePhotos({
      "basement/sample": { alt: "Sample illustration of a basement", gallery: false },
      "kitchen/island": { alt: "Kitchen island" },
      "kitchen/gone": { alt: "A photo that was deleted" },
    });
    await runPipeline(options);
    expect(readManifest().images.map((i) => i.filename)).toEqual(["gallery/kitchen/island.jpg"]);
    expect(readIndex().photos["basement/sample"]?.[4]).toBe("Sample illustration of a basement");
    expect(warnings.join("\n")).toMatch(/describes "kitchen\/gone", but there is no such photo/);
  });

  test("overlapping runs on the same folders both succeed with the same result", async () => {
    await photo("kitchen/a.jpg");
    await photo("kitchen/b.jpg", 900, 600, 120);
    const [first, second] = await Promise.all([runPipeline(options), runPipeline(options)]);
    expect(first.index).toEqual(second.index);
    expect(readIndex()).toEqual(first.index);
    expect(publishedFiles().filter((f) => f.includes(".tmp-"))).toEqual([]);
  });

  test("variant names are served immutable; the manifest is revalidated", async () => {
    await photo("roofing/shingles.jpg");
    await runPipeline(options);
    const [, , hash] = readIndex().photos["roofing/shingles"]!;
    expect(cacheControlFor(`/images/roofing/shingles-${hash}-480.avif`)).toContain("immutable");
    expect(cacheControlFor(`/images/roofing/shingles-${hash}-480.jpg.br`)).toContain("immutable");
    expect(cacheControlFor(manifestPath)).toBe("no-cache");
  });
});

test("warnings reach the console by default", async () => {
  const spy = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  await photo("before-after/before-1.jpg");
  await runPipeline({ ...options, warn: undefined });
  expect(spy).toHaveBeenCalledWith(
    expect.stringMatching(/WARNING .*before-1\.jpg has no matching/),
  );
});
