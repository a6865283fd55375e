import { parseArgs } from "node:util";
import { PhotoPipelineError, runPipeline } from "./pipeline";

/**
 * `npm run images`: content/photos -> public/images (AVIF, WebP, JPEG variants and the
 * gallery manifest) and app/generated/photo-index.json. Flags point it elsewhere (tests).
 */
const { values } = parseArgs({
  options: {
    source: { type: "string", default: "content/photos" },
    public: { type: "string", default: "public" },
    generated: { type: "string", default: "app/generated" },
    cache: { type: "string", default: ".cache/images" },
  },
});

const started = performance.now();
try {
  const result = await runPipeline({
    sourceDir: values.source,
    publicDir: values.public,
    generatedDir: values.generated,
    cacheDir: values.cache,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `images: ${result.photos} photos (${result.encoded} encoded, ${result.fromCache} from cache), ` +
      `${result.files} files, ${megabytes} MB, ${result.manifest.images.length} in the manifest, ${seconds} s`,
  );
} catch (error) {
  console.error(error instanceof PhotoPipelineError ? error.message : error);
  process.exit(1);
}
