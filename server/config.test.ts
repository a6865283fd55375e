import { describe, expect, it } from "vitest";
import {
  ALTCHA_DEFAULTS,
  channelsInUse,
  ConfigError,
  loadConfig,
  publicOrigin,
  smsSender,
} from "./config";

/** Production, the default, needs its public origin (issue 32); tests of other settings give it one. */
const deployed = { PUBLIC_URL: "https://example-contractor.com" };

describe("loadConfig", () => {
  it("runs with nothing configured but its public origin", () => {
    const config = loadConfig(deployed);
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
      ...deployed,
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
    expect(loadConfig({ ...deployed, TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ ...deployed, TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).TRUST_PROXY).toBe(
      "10.0.0.0/8,127.0.0.1",
    );
    expect(() => loadConfig({ ALTCHA_MAX_NUMBER: "0" })).toThrow(/ALTCHA_MAX_NUMBER/);
    expect(() => loadConfig({ ALTCHA_COST: "lots" })).toThrow(/ALTCHA_COST/);
    expect(() => loadConfig({ MAIL_FROM: "nobody" })).toThrow(/MAIL_FROM/);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ ...deployed, MAIL_TO: "", SMTP_URL: "" }).MAIL_TO).toBeUndefined();
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
    expect(loadConfig({ ...deployed, TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...deployed, TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(
      loadConfig({ ...deployed, TRUST_PROXY: "loopback, 10.0.0.0/8, fd00::/8" }).TRUST_PROXY,
    ).toBe("loopback,10.0.0.0/8,fd00::/8");
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
    expect(
      loadConfig({ ...deployed, ALTCHA_HMAC_KEY: "x".repeat(32) }).ALTCHA_HMAC_KEY,
    ).toHaveLength(32);
  });

  it("requires one shared ALTCHA_HMAC_KEY when instances share PostgreSQL", () => {
    const url = "postgres://db.internal/leads";
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/ALTCHA_HMAC_KEY/);
    expect(
      loadConfig({ DATABASE_URL: url, CAPTCHA_PROVIDER: "off", NODE_ENV: "test" }),
    ).toBeTruthy();
    expect(
      loadConfig({ ...deployed, DATABASE_URL: url, ALTCHA_HMAC_KEY: "k".repeat(64) }),
    ).toBeTruthy();
  });

  it("refuses a short PHOTO_LINK_SECRET, and requires one shared key with PostgreSQL and a webhook", () => {
    const shared = {
      DATABASE_URL: "postgres://db.internal/leads",
      ALTCHA_HMAC_KEY: "k".repeat(64),
      WEBHOOK_URL: "https://hooks.example.com/lead",
      WEBHOOK_SECRET: `whsec_${Buffer.alloc(24, 1).toString("base64")}`,
      PUBLIC_URL: "https://example-contractor.com",
    };
    expect(() => loadConfig({ PHOTO_LINK_SECRET: "x".repeat(31) })).toThrow(/PHOTO_LINK_SECRET/);
    expect(() => loadConfig(shared)).toThrow(/PHOTO_LINK_SECRET/);
    expect(loadConfig({ ...shared, PHOTO_LINK_SECRET: "p".repeat(64) })).toBeTruthy();
    // Without a webhook no photo link is given out, so no key needs sharing.
    expect(
      loadConfig({
        ...deployed,
        DATABASE_URL: shared.DATABASE_URL,
        ALTCHA_HMAC_KEY: "k".repeat(64),
      }),
    ).toBeTruthy();
  });

  it("derives the captcha hostnames from the site, with localhost only outside production", () => {
    const production = loadConfig({ ...deployed, NODE_ENV: "production" }).CAPTCHA_HOSTNAMES;
    expect(production).toEqual(
      expect.arrayContaining(["www.ironwoodremodeling.example", "ironwoodremodeling.example"]),
    );
    expect(production).not.toContain("localhost");
    expect(loadConfig({ NODE_ENV: "development" }).CAPTCHA_HOSTNAMES).toContain("localhost");
    expect(
      loadConfig({ ...deployed, CAPTCHA_HOSTNAMES: "Example.com, www.example.com" })
        .CAPTCHA_HOSTNAMES,
    ).toEqual(["example.com", "www.example.com"]);
  });

  it("requires SMTP TLS unless SMTP_INSECURE=true", () => {
    expect(loadConfig(deployed).SMTP_INSECURE).toBe(false);
    expect(loadConfig({ ...deployed, SMTP_INSECURE: "true" }).SMTP_INSECURE).toBe(true);
    expect(() => loadConfig({ SMTP_INSECURE: "yes" })).toThrow(/SMTP_INSECURE/);
  });
});

describe("lead channels", () => {
  const twilio = {
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: `AC${"0a".repeat(16)}`,
    TWILIO_AUTH_TOKEN: "token",
    TWILIO_FROM: "+16305550100",
    OWNER_SMS_TO: "+16305550199",
    PUBLIC_URL: "https://example-contractor.com",
  };
  const secret = `whsec_${Buffer.alloc(24, 7).toString("base64")}`;
  const webhook = { WEBHOOK_URL: "https://hooks.example/leads", WEBHOOK_SECRET: secret };

  it("default to e-mail and the thank-you e-mail only", () => {
    const config = loadConfig(deployed);
    expect(config).toMatchObject({
      SMS_PROVIDER: "off",
      TWILIO_API_URL: "https://api.twilio.com",
      TWILIO_MESSAGING_API_URL: "https://messaging.twilio.com",
      ACK_EMAIL: true,
    });
    expect(channelsInUse(config)).toEqual(["email", "ack_email"]);
    expect(channelsInUse(loadConfig({ ...deployed, ACK_EMAIL: "off" }))).toEqual(["email"]);
    expect(() => loadConfig({ ACK_EMAIL: "yes" })).toThrow(/ACK_EMAIL/);
  });

  it("list every channel once SMS and the webhook are configured", () => {
    const config = loadConfig({
      ...deployed,
      ...twilio,
      ...webhook,
      OWNER_SMS_TO: "+16305550199, +13125550100",
    });
    expect(channelsInUse(config)).toEqual(["email", "sms", "webhook", "ack_email", "ack_sms"]);
    expect(config.OWNER_SMS_TO).toEqual(["+16305550199", "+13125550100"]);
    expect(smsSender(config)).toEqual({ from: "+16305550100" });
  });

  it("send from a Messaging Service instead of a number, but not from both", () => {
    const messagingService = `MG${"b".repeat(32)}`;
    const config = loadConfig({
      ...deployed,
      ...twilio,
      TWILIO_FROM: "",
      TWILIO_MESSAGING_SERVICE_SID: messagingService,
    });
    expect(smsSender(config)).toEqual({ messagingServiceSid: messagingService });
    expect(() => loadConfig({ ...twilio, TWILIO_MESSAGING_SERVICE_SID: messagingService })).toThrow(
      /TWILIO_MESSAGING_SERVICE_SID: cannot be set with TWILIO_FROM/,
    );
    expect(() => loadConfig({ ...twilio, TWILIO_FROM: "" })).toThrow(
      /TWILIO_FROM: or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio/,
    );
  });

  it.each([
    ["TWILIO_ACCOUNT_SID", /TWILIO_ACCOUNT_SID: is required when SMS_PROVIDER=twilio/],
    ["TWILIO_AUTH_TOKEN", /TWILIO_AUTH_TOKEN: is required when SMS_PROVIDER=twilio/],
    ["OWNER_SMS_TO", /OWNER_SMS_TO: is required when SMS_PROVIDER=twilio/],
    ["PUBLIC_URL", /PUBLIC_URL: is required when SMS_PROVIDER=twilio/],
  ])("stop SMS without %s, naming it", (key, message) => {
    expect(() => loadConfig({ ...twilio, [key]: "" })).toThrow(message);
  });

  it("refuse Twilio settings while SMS_PROVIDER is off, naming them", () => {
    expect(() => loadConfig({ OWNER_SMS_TO: "+16305550199" })).toThrow(
      /SMS_PROVIDER: must be 'twilio' when OWNER_SMS_TO is set/,
    );
    const { SMS_PROVIDER: _, PUBLIC_URL: __, ...settings } = twilio;
    expect(() => loadConfig(settings)).toThrow(
      /SMS_PROVIDER: must be 'twilio' when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, OWNER_SMS_TO are set/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: "carrier-pigeon" })).toThrow(/SMS_PROVIDER/);
  });

  it("check the form of SIDs, numbers and the API URL", () => {
    expect(() => loadConfig({ ...twilio, TWILIO_ACCOUNT_SID: "SK123" })).toThrow(
      /TWILIO_ACCOUNT_SID: must be an account SID/,
    );
    expect(() =>
      loadConfig({ ...twilio, TWILIO_MESSAGING_SERVICE_SID: "MG1", TWILIO_FROM: "" }),
    ).toThrow(/TWILIO_MESSAGING_SERVICE_SID/);
    expect(() => loadConfig({ ...twilio, TWILIO_FROM: "630-555-0100" })).toThrow(/TWILIO_FROM/);
    expect(loadConfig({ ...deployed, ...twilio, TWILIO_FROM: "12345" }).TWILIO_FROM).toBe("12345");
    expect(() => loadConfig({ ...twilio, OWNER_SMS_TO: "+16305550199,630-555-0199" })).toThrow(
      /OWNER_SMS_TO: must be E.164 numbers separated by commas, such as \+16305550142; not 630-555-0199/,
    );
    expect(() => loadConfig({ ...twilio, OWNER_SMS_TO: " , " })).toThrow(/OWNER_SMS_TO/);
    expect(
      loadConfig({ ...deployed, ...twilio, TWILIO_API_URL: "http://127.0.0.1:4010/" })
        .TWILIO_API_URL,
    ).toBe("http://127.0.0.1:4010");
    expect(() => loadConfig({ TWILIO_API_URL: "ftp://api.twilio.com" })).toThrow(/TWILIO_API_URL/);
  });

  it("need the webhook's URL and secret together", () => {
    expect(() => loadConfig({ WEBHOOK_URL: webhook.WEBHOOK_URL })).toThrow(
      /WEBHOOK_SECRET: is required when WEBHOOK_URL is set/,
    );
    expect(() => loadConfig({ WEBHOOK_SECRET: secret })).toThrow(
      /WEBHOOK_URL: is required when WEBHOOK_SECRET is set/,
    );
    // A webhook's lead carries its inbox link: production asks for PUBLIC_URL (issue 32).
    expect(() => loadConfig(webhook)).toThrow(/PUBLIC_URL: is required when NODE_ENV=production/);
    expect(channelsInUse(loadConfig({ ...webhook, NODE_ENV: "test" }))).toContain("webhook");
  });

  it("check the webhook's URL and secret", () => {
    const env = { ...webhook, NODE_ENV: "test" };
    for (const url of [
      "hooks.example/leads",
      "ftp://hooks.example",
      "https://user:pw@hooks.example",
    ]) {
      expect(() => loadConfig({ ...env, WEBHOOK_URL: url }), url).toThrow(/WEBHOOK_URL/);
    }
    const short = `whsec_${Buffer.alloc(23).toString("base64")}`;
    for (const bad of ["s3cret", Buffer.alloc(24).toString("base64"), "whsec_not base64!", short]) {
      expect(() => loadConfig({ ...env, WEBHOOK_SECRET: bad }), bad).toThrow(
        /WEBHOOK_SECRET: must be whsec_ followed by the base64 of at least 24 bytes/,
      );
    }
  });

  it("read PUBLIC_URL as an origin, without a trailing slash", () => {
    expect(loadConfig({ PUBLIC_URL: "https://Example-Contractor.com/" }).PUBLIC_URL).toBe(
      "https://example-contractor.com",
    );
    expect(loadConfig({ PUBLIC_URL: "http://localhost:4321" }).PUBLIC_URL).toBe(
      "http://localhost:4321",
    );
    for (const bad of [
      "example-contractor.com",
      "https://x.com/leads",
      "https://x.com/?a=1",
      "https://x.com/#top",
      "ftp://x.com",
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL: must be an origin/);
    }
    // Without PUBLIC_URL, outside production only (issue 32), links name this server.
    expect(publicOrigin(loadConfig({ NODE_ENV: "development" }))).toBe("http://localhost:3000");
    expect(publicOrigin(loadConfig({ NODE_ENV: "test", HOST: "::1", PORT: "8080" }))).toBe(
      "http://[::1]:8080",
    );
  });
});

describe("PUBLIC_URL in production", () => {
  const production = { NODE_ENV: "production" };

  it("refuses production without PUBLIC_URL, naming it: invite links would point at localhost", () => {
    for (const env of [{}, production, { ...production, PUBLIC_URL: "" }]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(
        /PUBLIC_URL: is required when NODE_ENV=production/,
      );
    }
  });

  it("refuses an http:// PUBLIC_URL in production whose host is not loopback, naming it", () => {
    for (const url of [
      "http://example.com",
      "http://www.ironwoodremodeling.example:8080",
      "http://localhost.evil.example",
      "http://127.0.0.1.nip.io",
      "http://0.0.0.0:3000",
      "http://10.0.0.5",
      "http://[::ffff:10.0.0.5]",
      "http://[::2]",
    ]) {
      expect(() => loadConfig({ ...production, PUBLIC_URL: url }), url).toThrow(
        /PUBLIC_URL: must be https:\/\/ when NODE_ENV=production/,
      );
    }
  });

  it("accepts any https:// origin, and http:// on loopback, in production", () => {
    for (const [url, origin] of [
      ["https://example-contractor.com", "https://example-contractor.com"],
      ["https://www.example-contractor.com:8443/", "https://www.example-contractor.com:8443"],
      ["http://127.0.0.1:3000", "http://127.0.0.1:3000"],
      ["http://127.8.9.10", "http://127.8.9.10"],
      ["http://localhost", "http://localhost"],
      ["http://LOCALHOST:4183", "http://localhost:4183"],
      ["http://[::1]:3000", "http://[::1]:3000"],
    ]) {
      expect(loadConfig({ ...production, PUBLIC_URL: url }).PUBLIC_URL, url).toBe(origin);
    }
  });

  it("stays optional outside production, where the server's own origin stands in", () => {
    for (const NODE_ENV of ["development", "test"]) {
      expect(loadConfig({ NODE_ENV }).PUBLIC_URL).toBeUndefined();
      expect(loadConfig({ NODE_ENV, PUBLIC_URL: "http://example.com" }).PUBLIC_URL).toBe(
        "http://example.com",
      );
    }
  });
});
