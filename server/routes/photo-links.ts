import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { apiAnswers } from "../../content/api-answers";
import type { Database } from "../db/schema";
import { checkPhotoLink, photoLinkPrefix } from "../photos/links";
import { loadPhoto } from "../photos/read";

type PhotoLinkOptions = { db: Kysely<Database>; secret: string; now?: () => Date };

const linkErrors = apiAnswers.photoLink;

/**
 * GET /api/photos/<lead>/<index>?expires=&signature=: the links a webhook carries to a
 * CRM, valid 7 days (docs/architecture.md §5). The signature is checked before the
 * database is asked anything; the owner's inbox serves photos under /api/admin/ instead.
 */
export async function photoLinkRoutes(app: FastifyInstance, options: PhotoLinkOptions) {
  const now = options.now ?? (() => new Date());
  app.get<{
    Params: { leadId: string; index: string };
    Querystring: Record<string, string | string[] | undefined>;
  }>(`${photoLinkPrefix}/:leadId/:index`, async (request, reply) => {
    const { leadId, index } = request.params;
    const { expires, signature } = request.query;
    const position = /^\d{1,2}$/.test(index) ? Number(index) : -1;
    const check = checkPhotoLink({
      secret: options.secret,
      leadId,
      index: position,
      expires: typeof expires === "string" ? expires : undefined,
      signature: typeof signature === "string" ? signature : undefined,
      now: now(),
    });
    if (position < 0 || check !== "ok") {
      const error = check === "expired" ? linkErrors.expired : linkErrors.invalid;
      return reply.code(403).send({ success: false, error });
    }
    const photo = await loadPhoto(options.db, leadId, position);
    if (!photo) return reply.code(404).send({ success: false, error: linkErrors.gone });
    return reply
      .header("cache-control", "private, max-age=3600")
      .type(photo.contentType)
      .send(photo.bytes);
  });
}
