import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

const messages: Record<number, string> = {
  400: "The request body must be valid JSON.",
  413: "The request body is too large.",
  415: "Content-Type must be application/json or multipart/form-data.",
  429: "Too many requests. Please wait a minute and try again.",
};

/**
 * Every error leaves as {success:false,error} JSON: bad input keeps its 4xx status with a
 * plain sentence, and anything else is logged and answered without internals.
 */
export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ success: false, error: messages[status] ?? "Bad request." });
  }
  request.log.error({ err: error }, "request failed");
  return reply
    .code(500)
    .send({ success: false, error: "Something went wrong on our side. Please try again." });
}
