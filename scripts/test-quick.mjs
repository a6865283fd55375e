import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { stepTimes } from "./test-report.mjs";
import { step, together } from "./test-steps.mjs";

/**
 * `npm run test:quick [-- <git ref>]`: the inner loop's check, in a minute or two. The
 * types of the whole tree (tsc, incremental), ESLint on the files changed, and the vitest
 * files those changes reach (`vitest --changed`). "Changed" is against HEAD, the work not
 * yet committed, or against the ref given, e.g. `main`. It is no substitute for `npm
 * test`: no astro check, no PostgreSQL suite (skipped without TEST_DATABASE_URL), no build,
 * no browser.
 */

const ref = process.argv[2] ?? "HEAD";
const bin = (name) => join("node_modules", ".bin", name);
const cache = ".cache/quick";
mkdirSync(cache, { recursive: true });

function git(args) {
  const result = spawnSync("git", args, { encoding: "utf8" });
  if (result.status !== 0) {
    console.error(`git ${args.join(" ")} failed:\n${result.stderr}`);
    process.exit(2);
  }
  return result.stdout.split("\n").filter(Boolean);
}

const changed = [
  ...new Set([
    ...git(["diff", "--name-only", ref]),
    ...git(["ls-files", "--others", "--exclude-standard"]),
  ]),
].filter(existsSync);
const lintable = changed.filter((file) => /\.(ts|tsx|mjs|js|astro)$/.test(file));
console.log(`${changed.length} files changed against ${ref}, ${lintable.length} to lint`);

const checks = [
  {
    title: "typecheck (tsc, incremental)",
    command: bin("tsc"),
    args: ["--noEmit", "--incremental", "--tsBuildInfoFile", join(cache, "tsc.tsbuildinfo")],
  },
];
if (lintable.length > 0) {
  checks.push({
    title: "lint (changed files)",
    command: bin("eslint"),
    args: [
      "--max-warnings=0",
      "--no-warn-ignored",
      "--cache",
      "--cache-location",
      join(cache, "eslint"),
      ...lintable,
    ],
  });
}
const passed = await together(checks, 2);
const tests = await step("unit tests of the changed area (vitest --changed)", bin("vitest"), [
  "run",
  `--changed=${ref}`,
  "--passWithNoTests",
]);

console.log("");
for (const line of stepTimes()) console.log(line);
process.exit(passed.every(({ ok }) => ok) && tests ? 0 : 1);
