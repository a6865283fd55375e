import { type CountryCode, isSupportedCountry } from "libphonenumber-js/max";
import { z } from "zod";

/**
 * The lead channels' settings (docs/architecture.md §6), merged into the server's config
 * schema. `checkChannelSettings` stops the server when a channel is half configured.
 */

// As in config.ts: an empty variable is an unset one. Kept here so this file need not
// import config.ts, which imports this one.
const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

export const E164 = /^\+[1-9]\d{1,14}$/;

/** An http(s) URL fetch can call: it refuses one with a user name or password in it. */
const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
  .refine((v) => !URL.canParse(v) || !/^[a-z]+:\/\/[^/?#]*@/i.test(v), {
    // zod runs this after a failed URL check too, hence the guard.
    error: "must not carry a user name or password",
  });

const sid = (prefix: string, what: string) =>
  z
    .string()
    .regex(
      new RegExp(`^${prefix}[0-9a-fA-F]{32}$`),
      `must be ${what}: ${prefix} and 32 hex digits`,
    );

/** A comma-separated list of E.164 numbers, each once. */
const phoneList = z.string().transform((v, ctx) => {
  const numbers = [
    ...new Set(
      v
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
  const bad = numbers.filter((n) => !E164.test(n));
  if (bad.length === 0 && numbers.length > 0) return numbers;
  ctx.addIssue({
    code: "custom",
    message: `must be E.164 numbers separated by commas, such as +16305550142${bad.length ? `; not ${bad.join(", ")}` : ""}`,
  });
  return z.NEVER;
});

/** ISO 3166-1 codes, comma-separated, any case, each once: the regions texts may go to. */
const countryList = z.string().transform((v, ctx) => {
  const codes = [
    ...new Set(
      v
        .split(",")
        .map((item) => item.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  const bad = codes.filter((code) => !isSupportedCountry(code));
  if (bad.length === 0 && codes.length > 0) return codes as CountryCode[];
  ctx.addIssue({
    code: "custom",
    message: `must be two-letter country codes separated by commas, such as US or US,CA${bad.length ? `; not ${bad.join(", ")}` : ""}`,
  });
  return z.NEVER;
});

/** A site origin: scheme, host and port only, as `URL.origin` writes it (no trailing slash). */
const origin = z.string().transform((v, ctx) => {
  const url = URL.canParse(v) ? new URL(v) : undefined;
  const bare =
    url &&
    /^https?:$/.test(url.protocol) &&
    !url.username &&
    !url.password &&
    url.pathname === "/" &&
    !/[?#]/.test(v);
  if (bare) return url.origin;
  ctx.addIssue({
    code: "custom",
    message: "must be an origin such as https://example-contractor.com (no path, query or login)",
  });
  return z.NEVER;
});

/** `whsec_` and base64 of at least 24 bytes, the Standard Webhooks minimum (decision 162). */
const webhookSecret = z.string().refine(
  (v) => {
    const key = v.startsWith("whsec_") ? v.slice("whsec_".length) : "";
    const base64 = /^[A-Za-z0-9+/]+={0,2}$/.test(key) && key.length % 4 === 0;
    return base64 && Buffer.from(key, "base64").length >= 24;
  },
  { error: "must be whsec_ followed by the base64 of at least 24 bytes" },
);

export const channelFields = {
  /** `twilio` texts the owner every lead, and a visitor who agreed to texts their thank-you. */
  SMS_PROVIDER: z.enum(["off", "twilio"]).default("off"),
  TWILIO_ACCOUNT_SID: optional(sid("AC", "an account SID")),
  TWILIO_AUTH_TOKEN: optional(z.string()),
  /** The sending number; a short code is allowed, as Twilio allows it. */
  TWILIO_FROM: optional(
    z
      .string()
      .regex(
        /^(\+[1-9]\d{1,14}|\d{5,6})$/,
        "must be an E.164 number such as +16305550142, or a short code",
      ),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optional(sid("MG", "a Messaging Service SID")),
  /** Tests point this at a local stand-in. */
  TWILIO_API_URL: z
    .preprocess(unsetIfEmpty, httpUrl.default("https://api.twilio.com"))
    .transform((v) => v.replace(/\/+$/, "")),
  /** Twilio's Messaging API (Messaging Services, A2P 10DLC); tests point this at a stand-in. */
  TWILIO_MESSAGING_API_URL: z
    .preprocess(unsetIfEmpty, httpUrl.default("https://messaging.twilio.com"))
    .transform((v) => v.replace(/\/+$/, "")),
  /** The owner's phones, E.164, comma-separated. */
  OWNER_SMS_TO: optional(phoneList),
  /**
   * The countries texts we start (thank-yous, review requests) may go to, by the number's
   * region as libphonenumber-js reads it, not by its calling code: +1 is also the Caribbean
   * (decision 228). The owner's own texts are not held by it.
   */
  SMS_COUNTRIES: z.preprocess(unsetIfEmpty, countryList.default(["US"])),
  /**
   * Texts to homeowners per clock hour, counted across instances; past it they are skipped
   * for good and the owner is told once that hour.
   */
  SMS_MAX_PER_HOUR: z.preprocess(unsetIfEmpty, z.coerce.number().int().positive().default(30)),
  /** A CRM, Zapier, Make or n8n hook that gets every lead, signed with WEBHOOK_SECRET. */
  WEBHOOK_URL: optional(httpUrl),
  WEBHOOK_SECRET: optional(webhookSecret),
  /** The visitor's thank-you e-mail. */
  ACK_EMAIL: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  /** The site's public origin, for links to a lead in texts, e-mails and webhooks. */
  PUBLIC_URL: optional(origin),
};

/** The parsed values of `channelFields`, as the config schema hands them to its checks. */
export type ChannelSettings = z.output<z.ZodObject<typeof channelFields>> & { NODE_ENV: string };

const twilioKeys = [
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
  "TWILIO_FROM",
  "TWILIO_MESSAGING_SERVICE_SID",
  "OWNER_SMS_TO",
] as const;

/** Adds an issue, naming what is missing, for each channel configured only in part. */
export function checkChannelSettings(env: ChannelSettings, ctx: z.RefinementCtx): void {
  const issue = (key: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [key], message });
  const need = (key: keyof ChannelSettings, when: string) => {
    if (!env[key]) issue(key, `is required ${when}`);
  };
  if (env.SMS_PROVIDER === "twilio") {
    for (const key of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "OWNER_SMS_TO"] as const) {
      need(key, "when SMS_PROVIDER=twilio");
    }
    // The owner's text links to the lead; without an origin there is no link to send.
    need("PUBLIC_URL", "when SMS_PROVIDER=twilio (the owner's text links to the lead)");
    if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
      issue("TWILIO_FROM", "or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio");
    }
    if (env.TWILIO_FROM && env.TWILIO_MESSAGING_SERVICE_SID) {
      issue("TWILIO_MESSAGING_SERVICE_SID", "cannot be set with TWILIO_FROM: choose one sender");
    }
  } else {
    // Twilio settings with SMS off would look configured and never send a text.
    const set = twilioKeys.filter((key) => env[key] !== undefined);
    if (set.length > 0)
      issue(
        "SMS_PROVIDER",
        `must be 'twilio' when ${set.join(", ")} ${set.length > 1 ? "are" : "is"} set`,
      );
  }
  if (env.WEBHOOK_URL) need("WEBHOOK_SECRET", "when WEBHOOK_URL is set");
  if (env.WEBHOOK_SECRET) need("WEBHOOK_URL", "when WEBHOOK_SECRET is set");
  if (env.NODE_ENV === "production") checkProductionOrigin(env.PUBLIC_URL, issue);
}

/**
 * In production the links in invites, texts and webhooks, and the inbox's Origin check,
 * all need the real origin: without it they name localhost, and every change the owner
 * makes from the real domain is refused. Plain http:// would carry the inbox's session
 * in the clear, so only a proxy on this machine may be reached that way.
 */
function checkProductionOrigin(
  publicUrl: string | undefined,
  issue: (key: string, message: string) => void,
): void {
  if (!publicUrl) {
    issue(
      "PUBLIC_URL",
      "is required when NODE_ENV=production: the site's origin, such as https://example-contractor.com (the links in invites, texts and webhooks, and the inbox's Origin check)",
    );
    return;
  }
  const url = new URL(publicUrl);
  if (url.protocol === "http:" && !isLoopback(url.hostname)) {
    issue(
      "PUBLIC_URL",
      "must be https:// when NODE_ENV=production, unless its host is loopback (localhost, 127.0.0.0/8, ::1)",
    );
  }
}

/** A URL's hostname, as WHATWG URL writes it (IPv4 dotted, IPv6 in brackets), on loopback. */
function isLoopback(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * The outbox's channels a lead fans out to; db/schema.ts's Channel holds them (and more).
 * Named here so the settings, the ground floor, import nothing of the database.
 */
export type LeadChannel = "email" | "sms" | "webhook" | "ack_email" | "ack_sms";

/** The channels each lead fans out to, in the start-up log's order. */
export function channelsInUse(settings: ChannelSettings): LeadChannel[] {
  const sms = settings.SMS_PROVIDER === "twilio";
  return [
    "email" as const,
    ...(sms ? (["sms"] as const) : []),
    ...(settings.WEBHOOK_URL ? (["webhook"] as const) : []),
    ...(settings.ACK_EMAIL ? (["ack_email"] as const) : []),
    // Only to a visitor who agreed to texts; the channel is there when SMS is.
    ...(sms ? (["ack_sms"] as const) : []),
  ];
}

/** Who sends the texts: one number, or a Messaging Service. */
export function smsSender(
  settings: Pick<ChannelSettings, "TWILIO_FROM" | "TWILIO_MESSAGING_SERVICE_SID">,
): { from: string } | { messagingServiceSid: string } {
  if (settings.TWILIO_MESSAGING_SERVICE_SID) {
    return { messagingServiceSid: settings.TWILIO_MESSAGING_SERVICE_SID };
  }
  if (settings.TWILIO_FROM) return { from: settings.TWILIO_FROM };
  throw new Error("SMS: TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required");
}

/** The origin links point at: PUBLIC_URL, or this server as a browser on the machine reaches it. */
export function publicOrigin(settings: {
  PUBLIC_URL?: string;
  HOST: string;
  PORT: number;
}): string {
  if (settings.PUBLIC_URL) return settings.PUBLIC_URL;
  const host = ["0.0.0.0", "::", ""].includes(settings.HOST) ? "localhost" : settings.HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${settings.PORT}`;
}
