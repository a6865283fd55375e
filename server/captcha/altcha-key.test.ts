import type * as fs from "node:fs";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tempDir } from "../../tests/support/server";
import { hmacKeyFileName, loadOrCreateHmacKey } from "./altcha";

/** When set, the next write puts a few bytes on disk and then fails, as a full disk would. */
const failure = { next: false };

vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  const partial = (write: () => void) => {
    if (!failure.next) return false;
    failure.next = false;
    write();
    throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
  };
  return {
    ...real,
    writeSync: (fd: number, data: string) =>
      partial(() => real.writeSync(fd, data.slice(0, 8))) || real.writeSync(fd, data),
    writeFileSync: (file: fs.PathOrFileDescriptor, data: string, options?: fs.WriteFileOptions) =>
      partial(() => real.writeFileSync(file, data.slice(0, 8), options)) ||
      real.writeFileSync(file, data, options),
  };
});

afterEach(() => {
  failure.next = false;
});

describe("the generated ALTCHA key file", () => {
  it("is never left half-written: a failed write leaves no key file, and the next start makes one", () => {
    const dataDir = tempDir();
    failure.next = true;
    expect(() => loadOrCreateHmacKey(dataDir)).toThrow(/ENOSPC/);
    expect(existsSync(join(dataDir, hmacKeyFileName))).toBe(false);
    expect(readdirSync(dataDir)).toEqual([]);

    const key = loadOrCreateHmacKey(dataDir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dataDir, hmacKeyFileName)).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual([hmacKeyFileName]);
  });
});
