import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { type QuoteRequest, quoteRequestSchema, toFieldErrors } from "../../contracts/quote-schema";
import type { CaptchaProvider } from "../captcha/provider";
import type { Channel, Database } from "../db/schema";
import {
  type Idempotency,
  idempotencyKeyHash,
  idempotencyKeyPattern,
  storedAnswer,
} from "../leads/idempotency";
import { storeLead } from "../leads/store";
import { PhotoError } from "../photos/errors";
import { apiAnswers } from "../../app/content/api-answers";
import { photoMessages } from "../../app/content/photos";
import { photoLimits } from "../photos/limits";
import { type PreparedPhoto, preparePhoto } from "../photos/prepare";
import {
  type UploadMemory,
  UploadMemoryFull,
  uploadRetryAfterSeconds,
} from "../photos/upload-memory";
import { BrokenFormError, discardRest, type MultipartForm, readFields } from "./multipart";
import { checkSubmission, submissionErrors } from "./submission-checks";

type QuoteRequestOptions = {
  db: Kysely<Database>;
  captcha: CaptchaProvider;
  onQueued: () => void;
  channels?: readonly Channel[];
  now: () => Date;
  /** The photos held by every request in flight, against UPLOAD_MEMORY_MAX_MB. */
  uploadMemory: UploadMemory;
};

const accepted = (id: string) => ({ success: true, id });

/**
 * POST /api/contact, as JSON or as a multipart form with photos (docs/architecture.md
 * §5). After the rate limit: a resend with a known Idempotency-Key gets the first answer;
 * then the text fields are checked, captcha included, before a byte of any photo is read;
 * then every photo is read within the limits and re-encoded; only then is the lead stored,
 * photos and all, in one transaction. A refusal that leaves part of the body unread is
 * answered at once; the rest is then dropped unparsed (multipart.ts, discardRest).
 */
export function quoteRequestHandler(options: QuoteRequestOptions) {
  const { db, captcha, onQueued, channels, now, uploadMemory } = options;

  return async (request: FastifyRequest, reply: FastifyReply) => {
    let form: MultipartForm | undefined;
    const refuse = (status: number, body: Record<string, unknown>) => {
      form?.discard();
      if (request.isMultipart() && (form === undefined || form.unread)) discardRest(request.raw);
      return reply.code(status).send(body);
    };

    let idempotency: Idempotency | undefined;
    const key = request.headers["idempotency-key"];
    if (key !== undefined) {
      if (typeof key !== "string" || !idempotencyKeyPattern.test(key)) {
        return refuse(400, { success: false, error: apiAnswers.badIdempotencyKey });
      }
      const keyHash = idempotencyKeyHash(key);
      const first = await storedAnswer(db, keyHash, now());
      if (first) {
        request.log.info({ id: first.leadId }, "resend answered as the first request was");
        if (request.isMultipart()) discardRest(request.raw);
        return reply.type("application/json; charset=utf-8").send(first.answer);
      }
      idempotency = { keyHash, answer: (id) => JSON.stringify(accepted(id)) };
    }

    const refuseBusy = () => {
      request.log.warn({ held: uploadMemory.held }, "upload refused: uploads in flight at the cap");
      reply.header("retry-after", String(uploadRetryAfterSeconds));
      return refuse(503, { success: false, error: photoMessages.busy });
    };
    const refuseBrokenForm = (error: BrokenFormError) => {
      request.log.info({ status: error.status, reason: String(error.cause) }, "form refused");
      return refuse(error.status, { success: false, error: error.message });
    };

    let body: unknown = request.body;
    if (request.isMultipart()) {
      try {
        form = await readFields(request);
      } catch (error) {
        if (!(error instanceof BrokenFormError)) throw error;
        return refuseBrokenForm(error);
      }
      body = form.fields;
      // Refused before the captcha is checked, so the visitor's solved captcha is not spent.
      if (form.hasFiles && !uploadMemory.hasRoom(declaredBytes(request))) return refuseBusy();
    }
    const checked = await checkSubmission<QuoteRequest>(request, body, captcha, {
      schema: quoteRequestSchema,
      fieldErrors: toFieldErrors,
    });
    if (!checked.ok) return refuse(checked.status, checked.body);

    const photos: PreparedPhoto[] = [];
    if (form) {
      // The files' bytes count against the cap until they are re-encoded (or refused).
      const share = uploadMemory.claim();
      try {
        // Every file is read within the limits before any is decoded, so a request over
        // a limit costs no decoding at all.
        const files = await form.readFiles(share);
        for (const file of files) photos.push(await preparePhoto(file.name, file.bytes));
      } catch (error) {
        if (error instanceof UploadMemoryFull) return refuseBusy();
        if (error instanceof BrokenFormError) return refuseBrokenForm(error);
        if (!(error instanceof PhotoError)) throw error;
        request.log.info({ status: error.status, reason: error.message }, "photo refused");
        return refuse(error.status, { success: false, error: error.message, file: error.file });
      } finally {
        share.release();
      }
    }

    let id: string;
    try {
      id = await storeLead(db, checked.data, {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        now: now(),
        channels,
        photos,
        idempotency,
      });
    } catch (error) {
      request.log.error({ err: error }, "submission could not be stored");
      return reply.code(503).send({ success: false, error: submissionErrors.notStored });
    }
    request.log.info({ id, photos: photos.length }, "submission stored");
    onQueued();
    return reply.send(accepted(id));
  };
}

/** The photos a request says it brings: its Content-Length, up to what a request may carry. */
function declaredBytes(request: FastifyRequest): number {
  const length = Number(request.headers["content-length"]);
  return Number.isFinite(length) && length > 0 ? Math.min(length, photoLimits.totalBytes) : 0;
}
