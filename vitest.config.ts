import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Two projects (decision 231): `unit` (contracts, components, documents), whose files start
 * no server and share no process state, runs in worker threads, cheaper to start than a
 * process per file; `server` (the server, the build scripts and the test stand-ins) keeps a process per file,
 * since its tests set process.env, open ports and load native modules. Each file still
 * gets a fresh module graph in both.
 */
export default defineConfig({
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "~contracts": new URL("./contracts", import.meta.url).pathname,
      "~content": new URL("./content", import.meta.url).pathname,
    },
  },
  test: {
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
    restoreMocks: true,
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: on CI's two, one file at a time,
    // while most server tests wait on sockets, disks and timers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "contracts/**/*.test.ts",
            "content/**/*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "docs/**/*.test.ts",
          ],
          pool: "threads",
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"],
          pool: "forks",
        },
      },
    ],
  },
});
