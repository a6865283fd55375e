import { apiRoutes } from "../../app/lib/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type { Kysely } from "kysely";
import type * as z from "zod/mini";
import { quoteRequestSchema, toFieldErrors } from "../../app/lib/quote-schema";
import { reviewPayloadSchema, toReviewFieldErrors } from "../../app/lib/review-schema";
import { captchaErrors, type CaptchaProvider } from "../captcha/provider";
import type { Channel, Database } from "../db/schema";
import { type RequestMeta, storeLead, storeReviewNotice } from "../leads/store";

type SubmissionOptions = {
  db: Kysely<Database>;
  captcha: CaptchaProvider;
  rateLimitMax: number;
  /** Called after a submission is stored, so the outbox worker delivers it right away. */
  onQueued: () => void;
  /** The notification channels configured; each stored submission gets a row on each. */
  channels?: readonly Channel[];
  now?: () => Date;
};

// The two payload schemas are shared with the browser, which builds them with zod/mini.
type Submission<T> = {
  schema: z.ZodMiniType<T>;
  fieldErrors: (error: z.core.$ZodError) => Record<string, string | undefined>;
  store: (db: Kysely<Database>, data: T, meta: RequestMeta) => Promise<string>;
};

const submissionErrors = {
  notAnObject: "The request body must be a JSON object.",
  honeypot: "Your request could not be accepted.",
  invalid: "Please correct the highlighted fields.",
  notStored: "We could not save your request. Please try again in a minute, or call us.",
} as const;

/**
 * POST /api/contact and POST /api/review-completion. The defences run cheapest first:
 * the rate limit (before the body is read), content type and size (while parsing), the
 * honeypot, validation, then the captcha, and only then is anything stored. Validating
 * before verifying means a visitor with a typo keeps their solved captcha.
 */
export async function submissionRoutes(app: FastifyInstance, options: SubmissionOptions) {
  const { db, captcha, onQueued, channels } = options;
  const now = options.now ?? (() => new Date());

  // The JSON parser stays; text/plain (a Fastify default) would let a non-JSON body in.
  app.removeContentTypeParser("text/plain");

  // One shared budget for both forms: a bot gains nothing by alternating between them.
  const rateLimit = app.rateLimit({ max: options.rateLimitMax, timeWindow: "1 minute" });

  function handler<T extends { captchaToken?: string }>(submission: Submission<T>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const body: unknown = request.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        return reply.code(400).send({ success: false, error: submissionErrors.notAnObject });
      }
      if (honeypotFilled((body as Record<string, unknown>).website)) {
        request.log.info({ ip: request.ip }, "honeypot filled; submission refused");
        return reply.code(400).send({ success: false, error: submissionErrors.honeypot });
      }
      const parsed = submission.schema.safeParse(body);
      if (!parsed.success) {
        return reply.code(400).send({
          success: false,
          error: submissionErrors.invalid,
          fieldErrors: submission.fieldErrors(parsed.error),
        });
      }
      const verdict = await captcha.verify(parsed.data.captchaToken, { ip: request.ip });
      if (!verdict.ok) {
        request.log.info({ reason: verdict.reason, detail: verdict.detail }, "captcha refused");
        return reply
          .code(verdict.reason === "unavailable" ? 503 : 403)
          .send({ success: false, error: captchaErrors[verdict.reason] });
      }
      let id: string;
      try {
        id = await submission.store(db, parsed.data, {
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
          now: now(),
          channels,
        });
      } catch (error) {
        request.log.error({ err: error }, "submission could not be stored");
        return reply.code(503).send({ success: false, error: submissionErrors.notStored });
      }
      request.log.info({ id }, "submission stored");
      onQueued();
      return reply.send({ success: true, id });
    };
  }

  const routeOptions = { onRequest: rateLimit as onRequestHookHandler };
  app.post(
    apiRoutes.quoteRequest,
    routeOptions,
    handler({ schema: quoteRequestSchema, fieldErrors: toFieldErrors, store: storeLead }),
  );
  app.post(
    apiRoutes.reviewNotice,
    routeOptions,
    handler({
      schema: reviewPayloadSchema,
      fieldErrors: toReviewFieldErrors,
      store: storeReviewNotice,
    }),
  );
}

/** Anything in the hidden field means a form filler that is not a person. */
function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}
