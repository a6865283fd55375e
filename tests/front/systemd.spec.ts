/**
 * The systemd units for a VPS without containers (deploy/systemd/): systemd accepts them,
 * rates their exposure 2.0 or lower, and the server's can write only to DATA_DIR.
 * `systemd-analyze` reads the files; nothing is started.
 */
import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const units = ["contractor-site.service", "caddy.service"];
const unitPath = (unit: string) => resolve("deploy", "systemd", unit);

/** Each `Key=value` line of the unit, repeated keys in order; comments skipped. */
function settings(unit: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of readFileSync(unitPath(unit), "utf8").split("\n")) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) map.set(match[1]!, [...(map.get(match[1]!) ?? []), match[2]!]);
  }
  return map;
}

/** The variables a unit's Environment= lines set. */
function environment(unit: string): Map<string, string> {
  const pairs = (settings(unit).get("Environment") ?? []).flatMap((line) => line.split(/\s+/));
  return new Map(pairs.map((pair) => pair.split("=", 2) as [string, string]));
}

for (const unit of units) {
  test(`systemd-analyze verify accepts ${unit}`, () => {
    const result = spawnSync("systemd-analyze", ["verify", unitPath(unit)], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  test(`systemd-analyze security rates ${unit} at 2.0 or lower`, () => {
    const result = spawnSync(
      "systemd-analyze",
      ["security", "--offline=true", "--no-pager", unitPath(unit)],
      { encoding: "utf8" },
    );
    const exposure = /Overall exposure level for \S+: (\d+\.\d)/.exec(result.stdout)?.[1];
    console.log(`${unit}: exposure ${exposure}`);
    expect(Number(exposure)).toBeLessThanOrEqual(2.0);
  });
}

test("the server's unit gains no privilege and writes to DATA_DIR alone", () => {
  const unit = settings("contractor-site.service");
  const dataDir = environment("contractor-site.service").get("DATA_DIR");
  expect(unit.get("NoNewPrivileges")).toEqual(["yes"]);
  expect(unit.get("ProtectSystem")).toEqual(["strict"]);
  expect(unit.get("CapabilityBoundingSet")).toEqual([""]);
  // StateDirectory is the one folder systemd leaves writable under ProtectSystem=strict.
  expect(`/var/lib/${unit.get("StateDirectory")?.join(" ")}`).toBe(dataDir);
  expect(unit.get("ReadWritePaths")).toEqual([dataDir]);
});

test("Caddy's unit sends to the server's address, and the server trusts only it", () => {
  const server = environment("contractor-site.service");
  expect(environment("caddy.service").get("UPSTREAM")).toBe(
    `${server.get("HOST")}:${server.get("PORT")}`,
  );
  expect(server.get("TRUST_PROXY")).toBe("loopback");
  expect(settings("caddy.service").get("CapabilityBoundingSet")).toEqual(["CAP_NET_BIND_SERVICE"]);
});
