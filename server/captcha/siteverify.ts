import { z } from "zod";
import type { CaptchaProvider, CaptchaResult } from "./provider";

type SiteverifySettings = {
  provider: "recaptcha" | "turnstile";
  siteKey: string;
  secret: string;
  verifyUrl: string;
  /** The site's hostnames: a token solved on any other page is refused. */
  hostnames: readonly string[];
  /** When set, the action the widget must have been given. */
  action?: string;
  timeoutMs?: number;
};

export const siteverifyUrls = {
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
} as const;

const origins = {
  recaptcha: {
    script: ["https://www.google.com", "https://www.gstatic.com"],
    frame: ["https://www.google.com"],
    connect: [],
  },
  turnstile: {
    script: ["https://challenges.cloudflare.com"],
    frame: ["https://challenges.cloudflare.com"],
    connect: [],
  },
};

// Both services document tokens far shorter than this; a longer one is not theirs.
const maxTokenLength = 4_096;

/** What both providers answer; anything else (null, HTML, a wrong type) is their fault, not the visitor's. */
const answerSchema = z.object({
  success: z.boolean(),
  "error-codes": z.array(z.unknown()).optional(),
  hostname: z.string().optional(),
  action: z.string().optional(),
});

/**
 * reCAPTCHA v2 and Cloudflare Turnstile verify a token the same way: a form POST of
 * secret, response and remoteip to their siteverify URL, answered with
 * {success, "error-codes"}. Each token is good for one verification.
 */
export function siteverifyProvider(settings: SiteverifySettings): CaptchaProvider {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  return {
    publicConfig: { provider: settings.provider, siteKey: settings.siteKey },
    origins: origins[settings.provider],
    async verify(token, { ip }): Promise<CaptchaResult> {
      if (!token) return { ok: false, reason: "missing" };
      if (token.length > maxTokenLength) return { ok: false, reason: "invalid" };
      let body: unknown;
      try {
        const response = await fetch(settings.verifyUrl, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          return {
            ok: false,
            reason: "unavailable",
            detail: `siteverify answered ${response.status}`,
          };
        }
        body = await response.json();
      } catch (error) {
        return { ok: false, reason: "unavailable", detail: String(error) };
      }
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success) {
        return { ok: false, reason: "unavailable", detail: "malformed siteverify answer" };
      }
      const answer = parsed.data;
      if (answer.success) return checkSite(answer, settings);
      const codes = (answer["error-codes"] ?? []).map(String);
      const detail = codes.join(", ") || "no error code";
      if (codes.includes("timeout-or-duplicate")) return { ok: false, reason: "expired", detail };
      if (codes.includes("missing-input-response")) return { ok: false, reason: "missing", detail };
      // A wrong secret or a provider fault is ours to fix, not the visitor's.
      if (codes.some((c) => /secret|internal-error|bad-request/.test(c))) {
        return { ok: false, reason: "unavailable", detail };
      }
      return { ok: false, reason: "invalid", detail };
    },
  };
}

/**
 * A token is only worth something on our pages: one solved on another site that uses the
 * same provider (or for another form, when an action is configured) is refused.
 */
function checkSite(
  answer: z.infer<typeof answerSchema>,
  { hostnames, action }: Pick<SiteverifySettings, "hostnames" | "action">,
): CaptchaResult {
  const hostname = answer.hostname?.toLowerCase();
  if (!hostname || !hostnames.includes(hostname)) {
    return { ok: false, reason: "invalid", detail: `hostname ${hostname ?? "(none)"}` };
  }
  if (action !== undefined && answer.action !== action) {
    return { ok: false, reason: "invalid", detail: `action ${answer.action ?? "(none)"}` };
  }
  return { ok: true };
}
