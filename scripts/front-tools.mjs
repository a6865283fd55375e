import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * What the HTTPS front's tests and bench run (tests/front/, `npm run bench -- --tls`):
 * Debian's caddy, pebble (Let's Encrypt's ACME test server), certutil for Chromium's
 * trust store, openssl for pebble's own certificate, and systemd-analyze. Whatever is
 * missing is installed with apt-get when we are root, never downloaded otherwise.
 */
const tools = [
  ["/usr/bin/caddy", "caddy"],
  ["/usr/bin/pebble", "pebble"],
  ["/usr/bin/certutil", "libnss3-tools"],
  ["/usr/bin/openssl", "openssl"],
  ["/usr/bin/systemd-analyze", "systemd"],
];

/** True when every tool is there, or was just installed. */
export function ensureFrontTools() {
  const missing = tools.filter(([path]) => !existsSync(path)).map(([, name]) => name);
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Missing for the HTTPS front's tests: apt-get install ${missing.join(" ")}`);
    return false;
  }
  console.log(`Installing Debian's ${missing.join(", ")} for the HTTPS front's tests...`);
  const apt = (args) =>
    spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  return apt(["update", "-qq"]) && apt(["install", "-y", "-qq", ...missing]);
}
