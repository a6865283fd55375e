import { pathToFileURL } from "node:url";
import { ensureBaseImages } from "../../scripts/container/base-images";
import { build, hostNpmCa } from "../../scripts/container/podman";

/** The image both container suites run, built from this checkout's Dockerfile. */
export const appImage = "localhost/contractor-site:test";

/**
 * Builds the app image on local base images (no registry is reachable here) and returns
 * the base images' tags. Podman's layer cache makes a second build of the same tree quick.
 */
export function buildAppImage(): ReturnType<typeof ensureBaseImages> {
  const bases = ensureBaseImages();
  const ca = hostNpmCa();
  build(appImage, ".", {
    buildArgs: { NODE_IMAGE: bases.node, ...ca.buildArgs },
    volumes: ca.volumes,
  });
  return bases;
}

// `tsx tests/container/app-image.ts`: npm test builds the image early, beside the static
// checks, and the suite's own build then finds every layer cached (decision 231).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildAppImage();
}
