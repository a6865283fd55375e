import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { withLocalOrigin } from "./local-origin.mjs";

describe("npm start and the owner's commands on a laptop", () => {
  it("run with nothing configured: the origin is this machine's, which production accepts", () => {
    const env = withLocalOrigin({ DATA_DIR: "data", PORT: "4000" });
    expect(env.PUBLIC_URL).toBe("http://localhost:4000");
    expect(() => loadConfig(env)).not.toThrow();
  });

  it("leave a deployment's NODE_ENV=production to the rule that requires PUBLIC_URL", () => {
    const env = withLocalOrigin({ NODE_ENV: "production" });
    expect(env.PUBLIC_URL).toBeUndefined();
    expect(() => loadConfig(env)).toThrow(/PUBLIC_URL: is required when NODE_ENV=production/);
  });

  it("keep an origin that is set", () => {
    expect(withLocalOrigin({ PUBLIC_URL: "https://example.com" }).PUBLIC_URL).toBe(
      "https://example.com",
    );
  });
});
