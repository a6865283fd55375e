import { apiAnswers } from "../../content/api-answers";
import type { apiRoutes } from "../../contracts/routes";
import type { Config } from "../config";

/** What the browser needs to show the widget; never a secret. */
export type CaptchaPublicConfig = {
  provider: Config["CAPTCHA_PROVIDER"];
  siteKey?: string;
  challengeUrl?: typeof apiRoutes.captchaChallenge;
};

export type CaptchaFailure = "missing" | "invalid" | "expired" | "replayed" | "unavailable";
export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure; detail?: string };

export type CaptchaProvider = {
  readonly publicConfig: CaptchaPublicConfig;
  /** Origins the page must be allowed to load the widget from (Content-Security-Policy). */
  readonly origins: { script: string[]; frame: string[]; connect: string[] };
  verify(token: string | undefined, context: { ip: string }): Promise<CaptchaResult>;
  /** ALTCHA only: a fresh signed challenge for the widget. */
  createChallenge?: () => Promise<object>;
};

/** The answer a visitor's browser gets for each failure. */
export const captchaErrors: Record<CaptchaFailure, string> = apiAnswers.captcha;

export const noOrigins = { script: [], frame: [], connect: [] };

/** CAPTCHA_PROVIDER=off (refused in production by the config): every request passes. */
export const offProvider: CaptchaProvider = {
  publicConfig: { provider: "off" },
  origins: noOrigins,
  async verify() {
    return { ok: true };
  },
};
