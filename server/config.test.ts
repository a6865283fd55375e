import { describe, expect, it } from "vitest";
import { ALTCHA_DEFAULTS, ConfigError, loadConfig } from "./config";

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
      TRUST_PROXY: "loopback",
      ALTCHA_MAX_NUMBER: ALTCHA_DEFAULTS.maxNumber,
      ALTCHA_COST: ALTCHA_DEFAULTS.cost,
      ALTCHA_EXPIRES_SECONDS: ALTCHA_DEFAULTS.expiresSeconds,
    });
  });

  it("reads the ALTCHA difficulty and the trusted proxies", () => {
    const config = loadConfig({
      ALTCHA_MAX_NUMBER: "500",
      ALTCHA_COST: "50",
      ALTCHA_EXPIRES_SECONDS: "120",
      TRUST_PROXY: "false",
    });
    expect(config).toMatchObject({
      ALTCHA_MAX_NUMBER: 500,
      ALTCHA_COST: 50,
      ALTCHA_EXPIRES_SECONDS: 120,
      TRUST_PROXY: false,
    });
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).TRUST_PROXY).toBe(
      "10.0.0.0/8,127.0.0.1",
    );
    expect(() => loadConfig({ ALTCHA_MAX_NUMBER: "0" })).toThrow(/ALTCHA_MAX_NUMBER/);
    expect(() => loadConfig({ ALTCHA_COST: "lots" })).toThrow(/ALTCHA_COST/);
    expect(() => loadConfig({ MAIL_FROM: "nobody" })).toThrow(/MAIL_FROM/);
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

  it("reads TRUST_PROXY as a hop count, and refuses what is neither count nor address", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8, fd00::/8" }).TRUST_PROXY).toBe(
      "loopback,10.0.0.0/8,fd00::/8",
    );
    for (const bad of ["yes", "10.0.0.0/33", "10.0.0.1,load-balancer", "-1"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("refuses a headers timeout longer than the request timeout", () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "1000", HEADERS_TIMEOUT_MS: "2000" })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: "0" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it("refuses an ALTCHA_HMAC_KEY shorter than 32 bytes", () => {
    expect(() => loadConfig({ ALTCHA_HMAC_KEY: "x".repeat(31) })).toThrow(/ALTCHA_HMAC_KEY/);
    expect(loadConfig({ ALTCHA_HMAC_KEY: "x".repeat(32) }).ALTCHA_HMAC_KEY).toHaveLength(32);
  });

  it("requires one shared ALTCHA_HMAC_KEY when instances share PostgreSQL", () => {
    const url = "postgres://db.internal/leads";
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/ALTCHA_HMAC_KEY/);
    expect(
      loadConfig({ DATABASE_URL: url, CAPTCHA_PROVIDER: "off", NODE_ENV: "test" }),
    ).toBeTruthy();
    expect(loadConfig({ DATABASE_URL: url, ALTCHA_HMAC_KEY: "k".repeat(64) })).toBeTruthy();
  });

  it("derives the captcha hostnames from the site, with localhost only outside production", () => {
    const production = loadConfig({ NODE_ENV: "production" }).CAPTCHA_HOSTNAMES;
    expect(production).toEqual(
      expect.arrayContaining(["www.ironwoodremodeling.example", "ironwoodremodeling.example"]),
    );
    expect(production).not.toContain("localhost");
    expect(loadConfig({ NODE_ENV: "development" }).CAPTCHA_HOSTNAMES).toContain("localhost");
    expect(
      loadConfig({ CAPTCHA_HOSTNAMES: "Example.com, www.example.com" }).CAPTCHA_HOSTNAMES,
    ).toEqual(["example.com", "www.example.com"]);
  });

  it("requires SMTP TLS unless SMTP_INSECURE=true", () => {
    expect(loadConfig({}).SMTP_INSECURE).toBe(false);
    expect(loadConfig({ SMTP_INSECURE: "true" }).SMTP_INSECURE).toBe(true);
    expect(() => loadConfig({ SMTP_INSECURE: "yes" })).toThrow(/SMTP_INSECURE/);
  });
});
