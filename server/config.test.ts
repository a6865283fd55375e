import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("runs with nothing configured", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "data",
      MAIL_TRANSPORT: "file",
      CAPTCHA_PROVIDER: "altcha",
      RATE_LIMIT_MAX: 10,
    });
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ MAIL_TO: "", SMTP_URL: "" }).MAIL_TO).toBeUndefined();
  });

  it("names the bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ MAIL_TRANSPORT: "pigeon" })).toThrow(/MAIL_TRANSPORT/);
    expect(() => loadConfig({ MAIL_TO: "not-an-address" })).toThrow(/MAIL_TO/);
    expect(() => loadConfig({ RATE_LIMIT_MAX: "0" })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("refuses to run without a captcha in production", () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: "off", NODE_ENV: "production" })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ CAPTCHA_PROVIDER: "off", NODE_ENV: "test" }).CAPTCHA_PROVIDER).toBe("off");
  });

  it("requires the settings a chosen transport or provider needs", () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: "smtp" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_TRANSPORT: "emailjs", EMAILJS_PUBLIC_KEY: "pk" })).toThrow(
      /EMAILJS_SERVICE_ID[\s\S]*EMAILJS_TEMPLATE_CONTACT/,
    );
    expect(() => loadConfig({ CAPTCHA_PROVIDER: "turnstile" })).toThrow(/TURNSTILE_SECRET/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: "recaptcha" })).toThrow(/RECAPTCHA_SITE_KEY/);
  });
});
