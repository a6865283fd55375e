import { Launcher } from "chrome-launcher";
import { describe, expect, it } from "vitest";
import { chromeFlags } from "./lighthouse";

describe("chromeFlags", () => {
  const flags = chromeFlags();
  const disabled = flags.filter((flag) => flag.startsWith("--disable-features="));

  it("keeps one --disable-features list, since Chrome obeys only the last one", () => {
    expect(disabled).toHaveLength(1);
  });

  it("disables chrome-launcher's features and the address bar's preloaded web UI", () => {
    const features = disabled[0]?.split("=")[1]?.split(",") ?? [];
    const defaults = Launcher.defaultFlags()
      .find((flag) => flag.startsWith("--disable-features="))
      ?.split("=")[1]
      ?.split(",");
    expect(defaults?.length).toBeGreaterThan(0);
    expect(features).toEqual(
      expect.arrayContaining([...(defaults ?? []), "PreloadTopChromeWebUI"]),
    );
  });

  it("keeps chrome-launcher's other defaults and runs headless", () => {
    expect(flags).toEqual(
      expect.arrayContaining(["--headless", "--disable-sync", "--no-first-run"]),
    );
  });
});
