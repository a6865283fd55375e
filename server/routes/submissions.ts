import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type { Kysely } from "kysely";
import { reviewPayloadSchema, toReviewFieldErrors } from "../../contracts/review-schema";
import { apiRoutes } from "../../contracts/routes";
import type { BookingOffer } from "../booking/offer";
import type { CaptchaProvider } from "../captcha/provider";
import type { Channel, Database } from "../db/schema";
import { type RequestMeta, storeReviewNotice } from "../leads/store";
import { createUploadMemory } from "../photos/upload-memory";
import { multipartLimits } from "./multipart";
import { quoteRequestHandler } from "./quote-request";
import { checkSubmission, submissionErrors } from "./submission-checks";

export type SubmissionOptions = {
  db: Kysely<Database>;
  captcha: CaptchaProvider;
  rateLimitMax: number;
  /** Called after a submission is stored, so the outbox worker delivers it right away. */
  onQueued: () => void;
  /** The notification channels configured; each stored submission gets a row on each. */
  channels?: readonly Channel[];
  now?: () => Date;
  /** The cap on photos held by uploads in flight, in bytes (UPLOAD_MEMORY_MAX_MB). */
  uploadMemoryBytes: number;
  /** The booking page a stored quote request's answer offers (issue 55, decision 252). */
  bookingOffer?: BookingOffer;
};

/**
 * POST /api/contact and POST /api/review-completion. The defences run cheapest first:
 * the rate limit (before the body is read), content type and size (while parsing), the
 * honeypot, validation, then the captcha, and only then is anything stored, or any photo
 * of a quote request read (quote-request.ts). Validating before verifying means a visitor
 * with a typo keeps their solved captcha.
 */
export async function submissionRoutes(app: FastifyInstance, options: SubmissionOptions) {
  const { db, captcha, onQueued, channels } = options;
  const now = options.now ?? (() => new Date());

  // The JSON parser stays; text/plain (a Fastify default) would let a non-JSON body in.
  app.removeContentTypeParser("text/plain");
  // Quote requests with photos. The parser reads nothing itself: the route reads the parts.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });

  // One shared budget for both forms: a bot gains nothing by alternating between them.
  const rateLimit = app.rateLimit({ max: options.rateLimitMax, timeWindow: "1 minute" });
  const routeOptions = { onRequest: rateLimit as onRequestHookHandler };

  app.post(
    apiRoutes.quoteRequest,
    routeOptions,
    quoteRequestHandler({
      db,
      captcha,
      onQueued,
      channels,
      now,
      uploadMemory: createUploadMemory(options.uploadMemoryBytes),
      bookingOffer: options.bookingOffer,
    }),
  );

  app.post(
    apiRoutes.reviewNotice,
    routeOptions,
    async (request: FastifyRequest, reply: FastifyReply) => {
      const checked = await checkSubmission(request, request.body, captcha, {
        schema: reviewPayloadSchema,
        fieldErrors: toReviewFieldErrors,
      });
      if (!checked.ok) return reply.code(checked.status).send(checked.body);
      const meta: RequestMeta = {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        now: now(),
        channels,
      };
      let id: string;
      try {
        id = await storeReviewNotice(db, checked.data, meta);
      } catch (error) {
        request.log.error({ err: error }, "submission could not be stored");
        return reply.code(503).send({ success: false, error: submissionErrors.notStored });
      }
      request.log.info({ id }, "submission stored");
      onQueued();
      return reply.send({ success: true, id });
    },
  );
}
