/** Installs Debian's caddy, pebble, certutil, openssl and systemd-analyze when missing. */
export function ensureFrontTools(): boolean;
