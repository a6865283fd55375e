import { existsSync } from "node:fs";
import { readdir, readFile, rm, rmdir, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { extname, join, relative, sep } from "node:path";
import { z } from "zod";
import {
  galleryPrefix,
  pairBeforeAfter,
  beforeAfterRole,
  type Manifest,
  type ManifestImage,
} from "../../contracts/gallery-manifest";
import {
  categoryOf,
  imagesPath,
  photoFromRecord,
  phoneCropUrl,
  variantUrl,
  type PhotoIndex,
  type PhotoRecord,
} from "../../contracts/photo-variants";
import { copyFileAtomic, tempMarker, writeFileAtomic } from "./atomic-fs";
import { cacheKey, encodeToCache, readCacheEntry, type CacheEntry } from "./encode";

export type PipelineOptions = {
  /** The photo folder: one sub-folder per category (content/photos). */
  sourceDir: string;
  /** Variants go to <publicDir>/images, the manifest to <publicDir>/images/portfolio. */
  publicDir: string;
  /** The compact photo index for the browser bundle goes here (app/generated). */
  generatedDir: string;
  /** Encoded variants by content hash, reused across runs (.cache/images). */
  cacheDir: string;
  /** Photos encoded at once; sharp already spreads one photo over every core. */
  concurrency?: number;
  warn?: (line: string) => void;
};

export type PipelineResult = {
  photos: number;
  encoded: number;
  fromCache: number;
  files: number;
  bytes: number;
  warnings: string[];
  index: PhotoIndex;
  manifest: Manifest;
};

/** Thrown when a source cannot be used; lists every bad file, each with its path. */
export class PhotoPipelineError extends Error {
  constructor(readonly problems: string[]) {
    super(`The image pipeline stopped:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "PhotoPipelineError";
  }
}

export const metadataFile = "photos.json";
export const manifestPath = `${imagesPath}/portfolio/manifest.json`;
export const indexFile = "photo-index.json";

const metadataSchema = z
  .object({
    photos: z.record(
      z.string(),
      z
        .object({
          alt: z.string(),
          /** false keeps a photo out of the gallery (sample illustrations, team shots). */
          gallery: z.boolean().optional(),
        })
        .strict(),
    ),
  })
  .strict();
type Metadata = z.infer<typeof metadataSchema>;

/** Files a business may leave in the folder that are not photos. */
function isIgnored(name: string): boolean {
  return (
    name.startsWith(".") ||
    name.toLowerCase().endsWith(".md") ||
    ["thumbs.db", "desktop.ini"].includes(name.toLowerCase())
  );
}

/** "Kitchen/Island View.JPG" -> "kitchen/island-view": lower case, URL-safe. */
export function photoIdFor(relativePath: string): string {
  const withoutExtension = relativePath.slice(
    0,
    relativePath.length - extname(relativePath).length,
  );
  return withoutExtension
    .split(sep)
    .join("/")
    .toLowerCase()
    .replace(/[^a-z0-9/_-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/(^|\/)-|-($|\/)/g, "$1$2");
}

/** Alt text for a photo nobody described yet: its category and file name in words. */
export function derivedAlt(id: string): string {
  const category = categoryOf(id).replace(/[-_]+/g, " ");
  const name = id.slice(id.lastIndexOf("/") + 1).replace(/[-_]+/g, " ");
  const label = category.charAt(0).toUpperCase() + category.slice(1);
  return `${label} project photo: ${name}`;
}

type Source = { id: string; path: string; relativePath: string };

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function readMetadata(sourceDir: string, problems: string[]): Promise<Metadata> {
  const file = join(sourceDir, metadataFile);
  if (!existsSync(file)) return { photos: {} };
  try {
    return metadataSchema.parse(JSON.parse(await readFile(file, "utf8")));
  } catch (error) {
    const detail =
      error instanceof z.ZodError
        ? error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")
        : error instanceof Error
          ? error.message
          : String(error);
    problems.push(`${file}: not valid photo metadata (${detail})`);
    return { photos: {} };
  }
}

async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const variantName = /-[0-9a-f]{8}-\d+\.(avif|webp|jpg)$/;
const staleTempAgeMs = 10 * 60 * 1000;
const unusedCacheAgeMs = 7 * 24 * 60 * 60 * 1000;

/** Removes variants no photo produces any more, and temp files a killed run left behind. */
async function pruneImages(imagesDir: string, keep: Set<string>): Promise<void> {
  for (const file of await listFiles(imagesDir)) {
    const name = file.slice(file.lastIndexOf(sep) + 1);
    const isStaleTemp =
      name.includes(tempMarker) &&
      Date.now() - (await stat(file).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs >
        staleTempAgeMs;
    if (isStaleTemp || (variantName.test(name) && !keep.has(file))) {
      await rm(file, { force: true });
    }
  }
  const dirs = (await readdir(imagesDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const dir of dirs) await rmdir(dir).catch(() => undefined);
}

/** Drops cache entries no run has used for a week (a used entry has its mtime refreshed). */
async function pruneCache(cacheDir: string, used: Set<string>): Promise<void> {
  if (!existsSync(cacheDir)) return;
  for (const entry of await readdir(cacheDir)) {
    const dir = join(cacheDir, entry);
    if (used.has(dir)) continue;
    const age = Date.now() - (await stat(dir).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
    const limit = entry.includes(tempMarker) ? staleTempAgeMs : unusedCacheAgeMs;
    if (age > limit) await rm(dir, { recursive: true, force: true });
  }
}

/**
 * content/photos -> responsive variants under public/images, the gallery manifest and the
 * compact photo index. Unchanged photos come from the cache. Any unreadable file stops the
 * run before anything is published, with every bad path listed (docs/decisions/021).
 */
export async function runPipeline(options: PipelineOptions): Promise<PipelineResult> {
  const { sourceDir, publicDir, generatedDir, cacheDir } = options;
  const warn = options.warn ?? console.warn;
  const concurrency = options.concurrency ?? Math.max(1, Math.min(2, availableParallelism()));
  const problems: string[] = [];
  const warnings: string[] = [];
  const warning = (line: string) => {
    warnings.push(line);
    warn(`images: WARNING ${line}`);
  };

  const metadata = await readMetadata(sourceDir, problems);

  const sources: Source[] = [];
  const byId = new Map<string, Source>();
  for (const path of await listFiles(sourceDir)) {
    const relativePath = relative(sourceDir, path);
    const name = relativePath.slice(relativePath.lastIndexOf(sep) + 1);
    if (isIgnored(name) || relativePath === metadataFile) continue;
    if (!relativePath.includes(sep)) {
      warning(`${path} is not in a category folder (e.g. kitchen/): skipped`);
      continue;
    }
    const source = { id: photoIdFor(relativePath), path, relativePath };
    const clash = byId.get(source.id);
    if (clash) {
      problems.push(`${path} and ${clash.path} both become photo id "${source.id}": rename one`);
      continue;
    }
    byId.set(source.id, source);
    sources.push(source);
  }

  for (const [id, entry] of Object.entries(metadata.photos)) {
    if (entry.alt.trim() === "") {
      problems.push(`${join(sourceDir, metadataFile)}: "${id}" has an empty alt text`);
    }
    if (!byId.has(id)) warning(`${metadataFile} describes "${id}", but there is no such photo`);
  }

  let encoded = 0;
  const entries = await mapWithConcurrency(sources, concurrency, async (source) => {
    try {
      const bytes = await readFile(source.path);
      const key = cacheKey(bytes);
      const dir = join(cacheDir, key);
      let entry = await readCacheEntry(dir);
      if (!entry) {
        entry = await encodeToCache(bytes, dir);
        encoded++;
      }
      return { source, key, dir, entry };
    } catch (error) {
      problems.push(
        `${source.path}: not an image this pipeline can read (${error instanceof Error ? error.message : String(error)})`,
      );
      return null;
    }
  });

  if (problems.length > 0) throw new PhotoPipelineError(problems);
  const processed = entries.filter((e): e is NonNullable<typeof e> => e !== null);

  // Publish variants, then the index and manifest that point at them.
  const imagesDir = join(publicDir, imagesPath);
  const published = new Set<string>();
  let bytes = 0;
  const records: Record<string, PhotoRecord> = {};
  for (const { source, key, dir, entry } of processed) {
    const hash = key.slice(0, 8);
    for (const variant of entry.variants) {
      const url =
        variant.crop === "phone"
          ? phoneCropUrl(source.id, hash, variant.format)
          : variantUrl(source.id, hash, variant.width, variant.format);
      const target = join(publicDir, url);
      published.add(target);
      bytes += variant.bytes;
      const existing = await stat(target).catch(() => null);
      if (existing?.size !== variant.bytes) await copyFileAtomic(join(dir, variant.file), target);
    }
    const described = metadata.photos[source.id]?.alt.trim();
    if (!described)
      warning(
        `${source.path} has no alt text in ${metadataFile}: using "${derivedAlt(source.id)}"`,
      );
    records[source.id] = [
      entry.sourceWidth,
      entry.sourceHeight,
      hash,
      entry.placeholder,
      described || derivedAlt(source.id),
    ];
  }

  const index: PhotoIndex = { photos: records };
  const manifest = buildManifest(processed, index, metadata, warning);
  await writeFileAtomic(join(generatedDir, indexFile), `${JSON.stringify(index)}\n`);
  await writeFileAtomic(join(publicDir, manifestPath), JSON.stringify(manifest));
  await pruneImages(imagesDir, new Set([...published, join(publicDir, manifestPath)]));
  await pruneCache(cacheDir, new Set(processed.map((p) => p.dir)));

  return {
    photos: processed.length,
    encoded,
    fromCache: processed.length - encoded,
    files: published.size,
    bytes,
    warnings,
    index,
    manifest,
  };
}

function buildManifest(
  processed: { source: Source; entry: CacheEntry }[],
  index: PhotoIndex,
  metadata: Metadata,
  warning: (line: string) => void,
): Manifest {
  const gallery: ManifestImage[] = [];
  const beforeAfter: ManifestImage[] = [];
  for (const { source } of processed) {
    const record = index.photos[source.id]!;
    const extension = extname(source.relativePath).toLowerCase();
    if (beforeAfterRole(`${source.id}${extension}`)) {
      beforeAfter.push({
        ...photoFromRecord(source.id, record),
        filename: `${source.id}${extension}`,
      });
    } else if (metadata.photos[source.id]?.gallery !== false) {
      gallery.push({
        ...photoFromRecord(source.id, record),
        filename: `${galleryPrefix}${source.id}${extension}`,
      });
    }
  }
  const { pairs, orphans } = pairBeforeAfter(beforeAfter);
  for (const orphan of orphans) {
    const role = beforeAfterRole(orphan.filename)!;
    const partner = role.role === "before" ? "after" : "before";
    warning(
      `${orphan.filename} has no matching ${partner}-${role.projectNumber} (or repeats one): left out of the before/after pairs`,
    );
  }
  return { images: [...gallery, ...pairs.flatMap((pair) => [pair.before, pair.after])] };
}
