import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";

/** Production needs its public origin; these tests give it one. */
const deployed = { PUBLIC_URL: "https://example-contractor.com" };

describe("the text gate's settings", () => {
  it("texts homeowners in the US only, at most 30 an hour, unless told otherwise", () => {
    expect(loadConfig(deployed)).toMatchObject({ SMS_COUNTRIES: ["US"], SMS_MAX_PER_HOUR: 30 });
    expect(loadConfig({ ...deployed, SMS_COUNTRIES: "", SMS_MAX_PER_HOUR: "" })).toMatchObject({
      SMS_COUNTRIES: ["US"],
      SMS_MAX_PER_HOUR: 30,
    });
  });

  it("reads a list of ISO codes in any case, each once", () => {
    const config = loadConfig({ ...deployed, SMS_COUNTRIES: " us, CA ,us", SMS_MAX_PER_HOUR: "5" });
    expect(config).toMatchObject({ SMS_COUNTRIES: ["US", "CA"], SMS_MAX_PER_HOUR: 5 });
  });

  it("stops the server on a calling code or a country's name where an ISO code belongs", () => {
    for (const value of ["+1", "USA", "US,Jamaica", ","]) {
      expect(() => loadConfig({ ...deployed, SMS_COUNTRIES: value }), value).toThrow(ConfigError);
    }
  });

  it("stops the server on an hourly cap that is not a whole number of texts", () => {
    for (const value of ["0", "-1", "2.5", "lots"]) {
      expect(() => loadConfig({ ...deployed, SMS_MAX_PER_HOUR: value }), value).toThrow(
        ConfigError,
      );
    }
  });
});
