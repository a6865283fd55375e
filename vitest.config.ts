import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Three projects (decisions 231 and 257): `unit` (contracts, components, documents), whose
 * files start no server and share no process state, runs in worker threads, cheaper to
 * start than a process per file. `server` (the server, the build scripts and the test
 * stand-ins) runs in processes, since its tests set process.env, open ports and load native
 * modules; each process loads the server's modules once and runs file after file with them
 * (`isolate: false`): loading the whole app again for each of 190 files took most of the
 * run. `server-isolated` keeps a fresh module graph per file for the files that replace a
 * module with `vi.mock`, which a shared graph would carry into the next file.
 */
const serverFolders = ["server", "scripts", "tests/support"];
const moduleMocks = serverFolders
  .flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => join(folder, file)),
  )
  .filter(
    (file) => file.endsWith(".test.ts") && /\bvi\.(do)?mock\(/.test(readFileSync(file, "utf8")),
  );
const serverFiles = ["server/**/*.test.ts", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"];

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
          include: serverFiles,
          exclude: moduleMocks,
          pool: "forks",
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "server-isolated",
          include: moduleMocks,
          pool: "forks",
        },
      },
    ],
  },
});
