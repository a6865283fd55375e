import type { FastifyRequest } from "fastify";
import type * as z from "zod/mini";
import { apiAnswers } from "../../content/api-answers";
import { captchaErrors, type CaptchaProvider } from "../captcha/provider";

export const submissionErrors = apiAnswers.submission;

/** A payload schema shared with the browser, which builds it with zod/mini. */
export type SubmissionSchema<T> = {
  schema: z.ZodMiniType<T>;
  fieldErrors: (error: z.core.$ZodError) => Record<string, string | undefined>;
};

type Refusal = { ok: false; status: number; body: Record<string, unknown> };
export type Checked<T> = { ok: true; data: T } | Refusal;

/**
 * The honeypot, validation, then the captcha, cheapest first. Validating before verifying
 * means a visitor with a typo keeps their solved captcha.
 */
export async function checkSubmission<T extends { captchaToken?: string }>(
  request: FastifyRequest,
  body: unknown,
  captcha: CaptchaProvider,
  submission: SubmissionSchema<T>,
): Promise<Checked<T>> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return refuse(400, { error: submissionErrors.notAnObject });
  }
  if (honeypotFilled((body as Record<string, unknown>).website)) {
    request.log.info({ ip: request.ip }, "honeypot filled; submission refused");
    return refuse(400, { error: submissionErrors.honeypot });
  }
  const parsed = submission.schema.safeParse(body);
  if (!parsed.success) {
    return refuse(400, {
      error: submissionErrors.invalid,
      fieldErrors: submission.fieldErrors(parsed.error),
    });
  }
  const verdict = await captcha.verify(parsed.data.captchaToken, { ip: request.ip });
  if (!verdict.ok) {
    request.log.info({ reason: verdict.reason, detail: verdict.detail }, "captcha refused");
    return refuse(verdict.reason === "unavailable" ? 503 : 403, {
      error: captchaErrors[verdict.reason],
    });
  }
  return { ok: true, data: parsed.data };
}

function refuse(status: number, body: Record<string, unknown>): Refusal {
  return { ok: false, status, body: { success: false, ...body } };
}

/** Anything in the hidden field means a form filler that is not a person. */
function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}
