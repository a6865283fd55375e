import { defineConfig } from "vitest/config";

/**
 * The container suite (`npm test` runs it after the end-to-end suite): it builds the image
 * with podman, so it has a config of its own, one file at a time and long timeouts.
 */
export default defineConfig({
  test: {
    include: ["tests/container/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 30 * 60_000,
    pool: "forks",
    fileParallelism: false,
  },
});
