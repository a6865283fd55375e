import type { Kysely } from "kysely";
import type { Config } from "../config";
import type { Database } from "../db/schema";
import { altchaProvider, loadOrCreateHmacKey } from "./altcha";
import { type CaptchaProvider, offProvider } from "./provider";
import { siteverifyProvider, siteverifyUrls } from "./siteverify";

export type CaptchaOptions = { now?: () => Date; verifyTimeoutMs?: number };

/** The provider CAPTCHA_PROVIDER names; config validation has already checked its keys. */
export async function createCaptchaProvider(
  config: Config,
  db: Kysely<Database>,
  options: CaptchaOptions = {},
): Promise<CaptchaProvider> {
  switch (config.CAPTCHA_PROVIDER) {
    case "altcha":
      return altchaProvider({
        db,
        hmacKey: loadOrCreateHmacKey(config.DATA_DIR, config.ALTCHA_HMAC_KEY),
        maxNumber: config.ALTCHA_MAX_NUMBER,
        cost: config.ALTCHA_COST,
        expiresSeconds: config.ALTCHA_EXPIRES_SECONDS,
        now: options.now,
      });
    case "recaptcha":
      return siteverifyProvider({
        provider: "recaptcha",
        siteKey: config.RECAPTCHA_SITE_KEY ?? "",
        secret: config.RECAPTCHA_SECRET ?? "",
        verifyUrl: config.RECAPTCHA_VERIFY_URL ?? siteverifyUrls.recaptcha,
        hostnames: config.CAPTCHA_HOSTNAMES,
        action: config.CAPTCHA_ACTION,
        timeoutMs: options.verifyTimeoutMs,
      });
    case "turnstile":
      return siteverifyProvider({
        provider: "turnstile",
        siteKey: config.TURNSTILE_SITE_KEY ?? "",
        secret: config.TURNSTILE_SECRET ?? "",
        verifyUrl: config.TURNSTILE_VERIFY_URL ?? siteverifyUrls.turnstile,
        hostnames: config.CAPTCHA_HOSTNAMES,
        action: config.CAPTCHA_ACTION,
        timeoutMs: options.verifyTimeoutMs,
      });
    case "off":
      return offProvider;
  }
}
