import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

/** Production, the default, needs its public origin (issue 32); tests of other settings give it one. */
const deployed = { PUBLIC_URL: "https://example-contractor.com" };

describe("operations settings", () => {
  it("default to a three-day retry window, the policy's retention, a two-hour alert and a cap of 30 a minute", () => {
    expect(loadConfig(deployed)).toMatchObject({
      MAIL_RETRY_HOURS: 72,
      RETENTION_DAYS: 730,
      IP_RETENTION_DAYS: 30,
      ALERT_AFTER_HOURS: 2,
      NOTIFY_MAX_PER_MINUTE: 30,
    });
  });

  it.each([
    ["MAIL_RETRY_HOURS", "0"],
    ["RETENTION_DAYS", "soon"],
    ["IP_RETENTION_DAYS", "-1"],
    ["ALERT_AFTER_HOURS", "never"],
    ["NOTIFY_MAX_PER_MINUTE", "0"],
  ])("refuses %s=%s, naming it", (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(key);
  });

  it("reads the digest template and the instance id", () => {
    expect(
      loadConfig({ ...deployed, EMAILJS_TEMPLATE_DIGEST: "t_digest", INSTANCE_ID: "web-1" }),
    ).toMatchObject({
      EMAILJS_TEMPLATE_DIGEST: "t_digest",
      INSTANCE_ID: "web-1",
    });
  });
});
