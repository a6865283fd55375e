import { ensurePackages, frontPackages } from "./debian-packages.mjs";

/**
 * What the HTTPS front's tests and bench run (tests/front/, `npm run bench -- --tls`):
 * Debian's caddy, pebble (Let's Encrypt's ACME test server), certutil for Chromium's
 * trust store, openssl for pebble's own certificate, and systemd-analyze. Whatever is
 * missing is installed with apt-get when we are root, never downloaded otherwise.
 */
export function ensureFrontTools() {
  return ensurePackages(frontPackages, "the HTTPS front's tests");
}
