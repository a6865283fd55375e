import { isIP } from "node:net";
import { z } from "zod";
import { retention } from "../content/privacy";
import { site } from "../content/site";
import { backupFields, checkBackupSettings } from "./config/backup";
import { bookingFields } from "./config/booking";
import { callFields } from "./config/calls";
import { channelFields, checkChannelSettings } from "./config/channels";
import { reviewFields } from "./config/reviews";

export { channelsInUse, publicOrigin, smsSender } from "./config/channels";

/**
 * Every setting the server reads, validated once at start-up. A bad value stops the
 * process with a message that names the variable, instead of failing on the first lead.
 */

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const milliseconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const commaList = z.preprocess(emptyToUndefined, z.string().optional()).transform((v) =>
  v
    ?.split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean),
);

/** proxy-addr's named ranges, an IPv4/IPv6 address, or one with a /prefix. */
function isTrustedProxyItem(item: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(item)) return true;
  const [address = "", prefix, ...rest] = item.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For to believe: "true", "false", a hop count (how many proxies stand
 * in front of the server, e.g. 1 behind one load balancer), or a comma-separated list of
 * addresses, CIDRs and proxy-addr's named ranges.
 */
const trustProxy = z
  .preprocess(emptyToUndefined, z.string().default("loopback"))
  .transform((v, ctx): boolean | number | string => {
    if (v === "true") return true;
    if (v === "false") return false;
    if (/^\d+$/.test(v)) return Number(v);
    const items = v.split(",").map((item) => item.trim());
    if (items.every(isTrustedProxyItem)) return items.join(",");
    ctx.addIssue({
      code: "custom",
      message: "must be true, false, a hop count, or addresses/CIDRs/loopback separated by commas",
    });
    return z.NEVER;
  });

/** The browser's hostname when it solved a Turnstile or reCAPTCHA challenge, by default. */
export function defaultCaptchaHostnames(nodeEnv: string): string[] {
  const hostname = new URL(site.url).hostname;
  const apex = hostname.replace(/^www\./, "");
  const names = new Set([hostname, apex, `www.${apex}`]);
  if (nodeEnv !== "production") for (const local of ["localhost", "127.0.0.1"]) names.add(local);
  return [...names];
}

/** A mid-range phone solves the default challenge in about a second (decision 011). */
export const ALTCHA_DEFAULTS = { maxNumber: 5_000, cost: 1_000, expiresSeconds: 600 } as const;

/** The EmailJS settings it cannot send without (the digest template is optional). */
export const requiredEmailjsSettings = [
  "EMAILJS_PUBLIC_KEY",
  "EMAILJS_SERVICE_ID",
  "EMAILJS_TEMPLATE_CONTACT",
  "EMAILJS_TEMPLATE_REVIEW",
] as const;

export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    BUILD_DIR: z.string().min(1).default("build"),
    SERVE_SITE: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    DATA_DIR: z.string().min(1).default("data"),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
        .optional(),
    ),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    MAIL_TRANSPORT: z.enum(["file", "smtp", "emailjs"]).default("file"),
    MAIL_TO: z.preprocess(emptyToUndefined, z.email().optional()),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.email().optional()),
    /** The DKIM selectors of the sender's domain (e.g. `google`, `s1,s2`); `npm run doctor` checks their keys. */
    MAIL_DKIM_SELECTOR: commaList.refine(
      (selectors) => (selectors ?? []).every((s) => /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/.test(s)),
      "must be DKIM selectors separated by commas, such as google or s1,s2",
    ),
    /** Wait before retrying a failed notification; it doubles each time, up to an hour. */
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(0).default(30_000),
    /** How long a notification is retried before it stays `failed`: a weekend outage must not lose a lead. */
    MAIL_RETRY_HOURS: z.coerce.number().positive().default(72),
    /** Notifications per minute across every instance; the overflow goes out as one digest. */
    NOTIFY_MAX_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /** Names this instance's claims on outbox rows; default: an id kept in DATA_DIR. */
    INSTANCE_ID: optionalString,
    /** Leads, notices, outbox rows and mail files are deleted this long after arrival (privacy policy). */
    RETENTION_DAYS: z.coerce.number().int().positive().default(retention.requestsDays),
    /** IP address and user agent are dropped from a stored lead after this many days. */
    IP_RETENTION_DAYS: z.coerce.number().int().min(0).default(retention.addressDays),
    /** `npm run leads -- --status` exits non-zero when a notification waits longer. */
    ALERT_AFTER_HOURS: z.coerce.number().positive().default(2),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    EMAILJS_PUBLIC_KEY: optionalString,
    EMAILJS_PRIVATE_KEY: optionalString,
    EMAILJS_SERVICE_ID: optionalString,
    EMAILJS_TEMPLATE_CONTACT: optionalString,
    EMAILJS_TEMPLATE_REVIEW: optionalString,
    EMAILJS_TEMPLATE_DIGEST: optionalString,
    EMAILJS_TEMPLATE_ACK: optionalString,
    /** The inbox's invite and sign-in e-mails; without it EmailJS cannot send them. */
    EMAILJS_TEMPLATE_SIGN_IN: optionalString,
    EMAILJS_API_URL: z.preprocess(emptyToUndefined, z.url().default("https://api.emailjs.com")),
    CAPTCHA_PROVIDER: z.enum(["altcha", "recaptcha", "turnstile", "off"]).default("altcha"),
    ALTCHA_HMAC_KEY: optionalString,
    /** Signs the photo links a webhook carries; default: a key generated into DATA_DIR. */
    PHOTO_LINK_SECRET: optionalString,
    /** The secret counter of a challenge is drawn from 0..ALTCHA_MAX_NUMBER; a solver needs half that on average. */
    ALTCHA_MAX_NUMBER: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000_000)
      .default(ALTCHA_DEFAULTS.maxNumber),
    /** PBKDF2 iterations per attempt: the price of one guess. */
    ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(ALTCHA_DEFAULTS.cost),
    ALTCHA_EXPIRES_SECONDS: z.coerce.number().int().min(1).default(ALTCHA_DEFAULTS.expiresSeconds),
    RECAPTCHA_SITE_KEY: optionalString,
    RECAPTCHA_SECRET: optionalString,
    RECAPTCHA_VERIFY_URL: optionalUrl,
    TURNSTILE_SITE_KEY: optionalString,
    TURNSTILE_SECRET: optionalString,
    TURNSTILE_VERIFY_URL: optionalUrl,
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    /**
     * The photos held in memory by every upload in flight, together, in MB; an upload that
     * would go past it is refused with 503 and Retry-After (decision 193).
     */
    UPLOAD_MEMORY_MAX_MB: z.coerce.number().int().min(1).max(4096).default(100),
    /**
     * Whose X-Forwarded-For to believe when finding a visitor's IP for the rate limit:
     * "loopback" (a proxy on this machine), "true", "false", or a comma-separated list of
     * addresses/CIDRs. Believing everyone would let a bot pick a new IP per request.
     */
    TRUST_PROXY: trustProxy,
    /**
     * The whole request, body included; then 408 and the connection is closed. Long enough
     * for the form's 5 shrunk photos over a slow phone's uplink (decision 190); a client
     * that goes silent is cut off sooner, by CONNECTION_TIMEOUT_MS.
     */
    REQUEST_TIMEOUT_MS: milliseconds(120_000),
    /** Until the request's headers are complete (a slow-headers client is cut off). */
    HEADERS_TIMEOUT_MS: milliseconds(10_000),
    /** A socket with no traffic at all for this long is closed. */
    CONNECTION_TIMEOUT_MS: milliseconds(15_000),
    /** An idle keep-alive connection; behind a load balancer, make it longer than the balancer's. */
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
    /** SIGTERM: what is still running after this long is abandoned and the process exits. */
    SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
    /** Hostnames a Turnstile/reCAPTCHA answer may name; default: the site's, plus localhost outside production. */
    CAPTCHA_HOSTNAMES: commaList,
    /** When set, a Turnstile/reCAPTCHA answer must carry this action. */
    CAPTCHA_ACTION: optionalString,
    /** Allow an SMTP server that offers no TLS: on purpose only (e.g. a relay on the same host). */
    SMTP_INSECURE: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    /** Waiting for a PostgreSQL connection, and for one statement. */
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(10_000),
    /** SMS, webhook and thank-you channels, and PUBLIC_URL (server/config/channels.ts). */
    ...channelFields,
    /** BACKUP_URL and the S3 settings of the continuous backup (server/config/backup.ts). */
    ...backupFields,
    /** When a finished job's review request and reminders go (server/config/reviews.ts). */
    ...reviewFields,
    /** Phone calls in the lead desk, with Twilio (server/config/calls.ts). */
    ...callFields,
    /** The estimate visit's (server/config/booking.ts). */
    ...bookingFields,
  })
  .superRefine((env, ctx) => {
    const need = (key: keyof typeof env, when: string) => {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: `is required ${when}` });
    };
    if (env.CAPTCHA_PROVIDER === "off" && env.NODE_ENV === "production") {
      ctx.addIssue({
        code: "custom",
        path: ["CAPTCHA_PROVIDER"],
        message: "cannot be 'off' when NODE_ENV=production",
      });
    }
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["HEADERS_TIMEOUT_MS"],
        message: "must not be longer than REQUEST_TIMEOUT_MS",
      });
    }
    // HMAC-SHA-256 keys shorter than the hash add guessable structure; 32 bytes is its size.
    if (env.ALTCHA_HMAC_KEY !== undefined && Buffer.byteLength(env.ALTCHA_HMAC_KEY) < 32) {
      ctx.addIssue({
        code: "custom",
        path: ["ALTCHA_HMAC_KEY"],
        message: "must be at least 32 bytes (e.g. openssl rand -hex 32)",
      });
    }
    if (env.PHOTO_LINK_SECRET !== undefined && Buffer.byteLength(env.PHOTO_LINK_SECRET) < 32) {
      ctx.addIssue({
        code: "custom",
        path: ["PHOTO_LINK_SECRET"],
        message: "must be at least 32 bytes (e.g. openssl rand -hex 32)",
      });
    }
    // A photo link one instance signs for the CRM may be fetched from any other.
    if (env.DATABASE_URL && env.WEBHOOK_URL) {
      need(
        "PHOTO_LINK_SECRET",
        "when DATABASE_URL and WEBHOOK_URL are set (all instances share one key)",
      );
    }
    // Every instance must verify every other's challenges; one key each would not.
    if (env.DATABASE_URL && env.CAPTCHA_PROVIDER === "altcha") {
      need("ALTCHA_HMAC_KEY", "when DATABASE_URL is set (all instances share one key)");
    }
    if (env.MAIL_TRANSPORT === "smtp") need("SMTP_URL", "when MAIL_TRANSPORT=smtp");
    if (env.MAIL_TRANSPORT === "emailjs") {
      for (const key of requiredEmailjsSettings) need(key, "when MAIL_TRANSPORT=emailjs");
    }
    if (env.CAPTCHA_PROVIDER === "recaptcha") {
      need("RECAPTCHA_SITE_KEY", "when CAPTCHA_PROVIDER=recaptcha");
      need("RECAPTCHA_SECRET", "when CAPTCHA_PROVIDER=recaptcha");
    }
    if (env.CAPTCHA_PROVIDER === "turnstile") {
      need("TURNSTILE_SITE_KEY", "when CAPTCHA_PROVIDER=turnstile");
      need("TURNSTILE_SECRET", "when CAPTCHA_PROVIDER=turnstile");
    }
    checkChannelSettings(env, ctx);
    checkBackupSettings(env, ctx);
  })
  .transform((env) => ({
    ...env,
    CAPTCHA_HOSTNAMES: env.CAPTCHA_HOSTNAMES ?? defaultCaptchaHostnames(env.NODE_ENV),
  }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const key = issue.path.join(".") || "environment";
    return `  ${key}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
