import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender";

// Every page is static HTML: ssr is off and every route, plus every known service
// slug, is prerendered at build time. BUILD_DIR lets parallel builds stay apart.
export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    return prerenderPaths(getStaticPaths());
  },
} satisfies Config;
