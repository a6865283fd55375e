import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { quoteAnswer } from "../../contracts/quote-answer";
import { type QuoteRequest, quoteRequestSchema, toFieldErrors } from "../../contracts/quote-schema";
import type { BookingOffer } from "../booking/offer";
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
import { apiAnswers } from "../../content/api-answers";
import { photoMessages } from "../../content/photos";
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
  /** The booking page the answer offers the lead, if any (issue 55); none without it. */
  bookingOffer?: BookingOffer;
};

/** The answer to a stored request, kept as is for a resend with the same key. */
const accepted = (options: QuoteRequestOptions, lead: QuoteRequest, id: string) =>
  quoteAnswer(id, options.bookingOffer?.({ id, zip: lead.zip }));

/** What a step gives back: its result, or the answer it has already sent. */
type Step<T> = { value: T } | { sent: FastifyReply };

/**
 * POST /api/contact, as JSON or as a multipart form with photos (docs/architecture.md
 * §5). After the rate limit: a resend with a known Idempotency-Key gets the first answer;
 * then the text fields are checked, captcha included, before a byte of any photo is read;
 * then every photo is read within the limits and re-encoded; only then is the lead stored,
 * photos and all, in one transaction. A refusal that leaves part of the body unread is
 * answered at once; the rest is then dropped unparsed (multipart.ts, discardRest).
 */
export function quoteRequestHandler(options: QuoteRequestOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = new Answer(request, reply, options.uploadMemory);
    const key = await idempotencyOf(answer, options);
    if ("sent" in key) return key.sent;
    const body = await readTextFields(answer, options.uploadMemory);
    if ("sent" in body) return body.sent;
    const checked = await checkSubmission<QuoteRequest>(request, body.value, options.captcha, {
      schema: quoteRequestSchema,
      fieldErrors: toFieldErrors,
    });
    if (!checked.ok) return answer.refuse(checked.status, checked.body);
    const photos = await readPhotos(answer, options.uploadMemory);
    if ("sent" in photos) return photos.sent;
    const idempotency =
      key.value === undefined
        ? undefined
        : {
            keyHash: key.value,
            answer: (id: string) => JSON.stringify(accepted(options, checked.data, id)),
          };
    return storeAndAccept(answer, options, checked.data, photos.value, idempotency);
  };
}

/**
 * One request's answer: the multipart form once its fields are read, and the refusals,
 * each of which drops what is left of the body unread.
 */
class Answer {
  form: MultipartForm | undefined;

  constructor(
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
    private readonly uploadMemory: UploadMemory,
  ) {}

  refuse(status: number, body: Record<string, unknown>): FastifyReply {
    this.form?.discard();
    if (this.request.isMultipart() && (this.form === undefined || this.form.unread)) {
      discardRest(this.request.raw);
    }
    return this.reply.code(status).send(body);
  }

  refuseBusy(): FastifyReply {
    this.request.log.warn(
      { held: this.uploadMemory.held },
      "upload refused: uploads in flight at the cap",
    );
    this.reply.header("retry-after", String(uploadRetryAfterSeconds));
    return this.refuse(503, { success: false, error: photoMessages.busy });
  }

  refuseBrokenForm(error: BrokenFormError): FastifyReply {
    this.request.log.info({ status: error.status, reason: String(error.cause) }, "form refused");
    return this.refuse(error.status, { success: false, error: error.message });
  }
}

/**
 * The Idempotency-Key's part: a malformed key is refused, a known one gets its first answer
 * again, and a new one is kept with the lead this request stores.
 */
async function idempotencyOf(
  answer: Answer,
  { db, now }: Pick<QuoteRequestOptions, "db" | "now">,
): Promise<Step<string | undefined>> {
  const { request, reply } = answer;
  const key = request.headers["idempotency-key"];
  if (key === undefined) return { value: undefined };
  if (typeof key !== "string" || !idempotencyKeyPattern.test(key)) {
    return { sent: answer.refuse(400, { success: false, error: apiAnswers.badIdempotencyKey }) };
  }
  const keyHash = idempotencyKeyHash(key);
  const first = await storedAnswer(db, keyHash, now());
  if (first) {
    request.log.info({ id: first.leadId }, "resend answered as the first request was");
    if (request.isMultipart()) discardRest(request.raw);
    return { sent: reply.type("application/json; charset=utf-8").send(first.answer) };
  }
  // The answer is written once the request is read: it names the lead's booking page.
  return { value: keyHash };
}

/** The text fields: the JSON body, or a multipart form's fields read before any file. */
async function readTextFields(answer: Answer, uploadMemory: UploadMemory): Promise<Step<unknown>> {
  const { request } = answer;
  if (!request.isMultipart()) return { value: request.body };
  try {
    answer.form = await readFields(request);
  } catch (error) {
    if (!(error instanceof BrokenFormError)) throw error;
    return { sent: answer.refuseBrokenForm(error) };
  }
  // Refused before the captcha is checked, so the visitor's solved captcha is not spent.
  if (answer.form.hasFiles && !uploadMemory.hasRoom(declaredBytes(request))) {
    return { sent: answer.refuseBusy() };
  }
  return { value: answer.form.fields };
}

/** A multipart form's photos, each read within the limits, then re-encoded. */
async function readPhotos(
  answer: Answer,
  uploadMemory: UploadMemory,
): Promise<Step<PreparedPhoto[]>> {
  const photos: PreparedPhoto[] = [];
  if (!answer.form) return { value: photos };
  // The files' bytes count against the cap until they are re-encoded (or refused).
  const share = uploadMemory.claim();
  try {
    // Every file is read within the limits before any is decoded, so a request over
    // a limit costs no decoding at all.
    const files = await answer.form.readFiles(share);
    for (const file of files) photos.push(await preparePhoto(file.name, file.bytes));
  } catch (error) {
    if (error instanceof UploadMemoryFull) return { sent: answer.refuseBusy() };
    if (error instanceof BrokenFormError) return { sent: answer.refuseBrokenForm(error) };
    if (!(error instanceof PhotoError)) throw error;
    answer.request.log.info({ status: error.status, reason: error.message }, "photo refused");
    return {
      sent: answer.refuse(error.status, { success: false, error: error.message, file: error.file }),
    };
  } finally {
    share.release();
  }
  return { value: photos };
}

/** Stores the lead, photos and all, in one transaction, and wakes the outbox. */
async function storeAndAccept(
  { request, reply }: Answer,
  options: QuoteRequestOptions,
  lead: QuoteRequest,
  photos: PreparedPhoto[],
  idempotency: Idempotency | undefined,
): Promise<FastifyReply> {
  const { db, now, channels, onQueued } = options;
  let id: string;
  try {
    id = await storeLead(db, lead, {
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
  return reply.send(accepted(options, lead, id));
}

/** The photos a request says it brings: its Content-Length, up to what a request may carry. */
function declaredBytes(request: FastifyRequest): number {
  const length = Number(request.headers["content-length"]);
  return Number.isFinite(length) && length > 0 ? Math.min(length, photoLimits.totalBytes) : 0;
}
