import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { apiAnswers } from "../../content/api-answers";

/**
 * Every error leaves as {success:false,error} JSON: bad input keeps its 4xx status with a
 * plain sentence, and anything else is logged and answered without internals.
 */
export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply
      .code(status)
      .send({ success: false, error: apiAnswers.byStatus[status] ?? apiAnswers.badRequest });
  }
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send({ success: false, error: apiAnswers.serverFault });
}
