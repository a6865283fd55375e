import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Issue 50, item 12: the containers compose.yaml runs hold no capability they do not need
 * and cannot gain one, and the app's filesystem is read-only but for /data and /tmp. The
 * container suite (tests/container) runs the real thing with podman; this reads the file,
 * so the promise holds on a machine without podman too.
 */

const compose = readFileSync(new URL("../compose.yaml", import.meta.url), "utf8");

/** One service's block: its lines, from its name to the next service or top-level key. */
function service(name: string): string {
  const lines = compose.split("\n");
  const start = lines.indexOf(`  ${name}:`);
  expect(start, `compose.yaml has a service ${name}`).toBeGreaterThan(-1);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^ {2}\S|^\S/.test(line));
  return rest.slice(0, end < 0 ? undefined : end).join("\n");
}

describe("compose.yaml's containers", () => {
  it("an attacker who takes over the app finds no capability, no way to gain one, and no writable file outside /data and /tmp", () => {
    const app = service("app");
    expect(app).toMatch(/^ {4}cap_drop: \[ALL\]$/m);
    expect(app).not.toMatch(/cap_add/);
    expect(app).toMatch(/^ {4}security_opt: \["no-new-privileges:true"\]$/m);
    expect(app).toMatch(/^ {4}read_only: true$/m);
    expect(app).toMatch(/^ {4}tmpfs:\n {6}- \/tmp(:\S*)?$/m);
    expect(app).toMatch(/^ {6}- app-data:\/data$/m);
  });

  it("an attacker who takes over Caddy holds only the right to bind ports 80 and 443", () => {
    const caddy = service("caddy");
    expect(caddy).toMatch(/^ {4}cap_drop: \[ALL\]$/m);
    expect(caddy).toMatch(/^ {4}cap_add: \[NET_BIND_SERVICE\]$/m);
    expect(caddy).toMatch(/^ {4}security_opt: \["no-new-privileges:true"\]$/m);
  });

  it("no settings file of the build's folder enters the image", () => {
    const ignored = readFileSync(new URL("../.dockerignore", import.meta.url), "utf8")
      .split("\n")
      .map((line) => line.trim());
    expect(ignored).toContain(".env*");
    expect(ignored).toContain("*.env");
    expect(ignored.some((line) => line.startsWith("!") && /env/.test(line))).toBe(false);
  });
});
