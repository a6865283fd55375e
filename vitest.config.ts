import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "~contracts": new URL("./contracts", import.meta.url).pathname,
    },
  },
  test: {
    include: [
      "contracts/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/support/**/*.test.ts",
      "docs/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
    restoreMocks: true,
    testTimeout: 20_000,
    pool: "forks",
  },
});
