import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { buildDir, ownerToolSource } from "./lib.mjs";

/**
 * `npm run admin|leads|…`: the owner's command-line tools (server/cli/). In a checkout they run
 * from source through tsx, so a change is live at once; in the container image, which carries
 * no dev dependency, they run from the bundle the build wrote to `build/cli/`.
 */

const [name, ...args] = process.argv.slice(2);

function tsxCli() {
  try {
    return createRequire(import.meta.url).resolve("tsx/cli");
  } catch {
    return null;
  }
}

const source = ownerToolSource(name);
const bundle = join(buildDir, "cli", `${name}.js`);
const tsx = existsSync(source) ? tsxCli() : null;
if (!tsx && !existsSync(bundle)) {
  console.error(`${name}: neither tsx with ${source} nor the bundle ${bundle} is here`);
  process.exit(2);
}
const result = spawnSync(process.execPath, tsx ? [tsx, source, ...args] : [bundle, ...args], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
