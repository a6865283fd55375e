import { apiRoutes } from "~contracts/routes";
/** What GET /api/captcha/config answers: which widget to show and how to set it up. */
export type CaptchaProvider = "altcha" | "recaptcha" | "turnstile" | "off";

export type CaptchaConfig = {
  provider: CaptchaProvider;
  siteKey?: string;
  challengeUrl?: string;
};

const providers: readonly string[] = ["altcha", "recaptcha", "turnstile", "off"];

function parseConfig(value: unknown): CaptchaConfig {
  if (typeof value !== "object" || value === null) throw new Error("Bad captcha config");
  const record = value as Record<string, unknown>;
  if (typeof record.provider !== "string" || !providers.includes(record.provider)) {
    throw new Error("Unknown captcha provider");
  }
  return {
    provider: record.provider as CaptchaProvider,
    siteKey: typeof record.siteKey === "string" ? record.siteKey : undefined,
    challengeUrl: typeof record.challengeUrl === "string" ? record.challengeUrl : undefined,
  };
}

let cached: Promise<CaptchaConfig> | null = null;

/** Fetched once per page load, the first time the verification dialog opens. */
export function loadCaptchaConfig(): Promise<CaptchaConfig> {
  cached ??= fetch(apiRoutes.captchaConfig, { headers: { Accept: "application/json" } })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    })
    .then(parseConfig)
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}
