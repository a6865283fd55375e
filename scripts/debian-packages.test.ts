import { describe, expect, it } from "vitest";
import {
  browserPackages,
  containerPackages,
  frontPackages,
  missingPackages,
} from "./debian-packages.mjs";

describe("the Debian packages npm test installs", () => {
  it("names a package missing by its command, its sbin command or its file", () => {
    expect(
      missingPackages([
        ["sh", "dash"],
        ["no-such-command-here", "imaginary"],
        ["/no/such/file.ttf", "fonts-imaginary"],
        [process.execPath, "nodejs"],
      ]),
    ).toEqual(["imaginary", "fonts-imaginary"]);
  });

  it("lists each package once across the three suites, so one install takes them all", () => {
    const names = [...browserPackages, ...frontPackages, ...containerPackages].map(
      ([, name]) => name,
    );
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(["chromium", "caddy", "podman"]));
  });
});
