import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

/**
 * The Debian packages `npm test` and the benches run, each named by the command it brings.
 * CI starts from a fresh machine: `npm test` installs all of them with one apt-get update
 * and one install, in the background from its first step, where three steps each ran
 * apt-get of their own, one after another, in the middle of the run (decision 262).
 */

/** The end-to-end suite's browsers (decision 094), and the fonts its pages fall back to. */
export const browserPackages = [
  ["chromium", "chromium"],
  ["chromium-headless-shell", "chromium-headless-shell"],
  ["/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf", "fonts-liberation"],
];

/** The HTTPS front's tests and bench: Caddy, Let's Encrypt's ACME test server and more. */
export const frontPackages = [
  ["caddy", "caddy"],
  ["pebble", "pebble"],
  ["certutil", "libnss3-tools"],
  ["openssl", "openssl"],
  ["systemd-analyze", "systemd"],
];

/** The container suite: podman as this machine runs it, and what builds its base images. */
export const containerPackages = [
  ["podman", "podman"],
  ["runc", "runc"],
  ["debootstrap", "debootstrap"],
  ["podman-compose", "podman-compose"],
];

/** Whether a command is on the PATH (or in /usr/sbin, off a non-root PATH), or a file is there. */
function present(command) {
  const test = command.startsWith("/")
    ? `test -e '${command}'`
    : `command -v '${command}' || test -x '/usr/sbin/${command}'`;
  return spawnSync("sh", ["-c", test], { stdio: "ignore" }).status === 0;
}

/** The packages of the list whose command is missing. */
export function missingPackages(list) {
  return list.filter(([command]) => !present(command)).map(([, name]) => name);
}

/**
 * Installs whatever of the list is missing, with apt-get, when we are root. True when
 * nothing is missing afterwards; without root, the missing names are printed.
 */
export function ensurePackages(list, why) {
  const missing = missingPackages(list);
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Missing for ${why}: apt-get install ${missing.join(" ")}`);
    return false;
  }
  console.log(`Installing Debian's ${missing.join(", ")} for ${why}...`);
  const apt = (args) =>
    spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  return apt(["update", "-qq"]) && apt(["install", "-y", "-qq", ...missing]);
}

// `node scripts/debian-packages.mjs`: all of them at once, as npm test's first step.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const all = [...browserPackages, ...frontPackages, ...containerPackages];
  process.exit(ensurePackages(all, "the browser, HTTPS front and container suites") ? 0 : 1);
}
