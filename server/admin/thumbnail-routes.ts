import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { adminErrors } from "../../content/admin-entries";
import { adminRoutes } from "../../contracts/admin-api";
import { thumbnailFormats, type ThumbnailFormat, thumbnailUrl } from "../../contracts/thumbnails";
import type { Database } from "../db/schema";
import { loadPhotoThumbnail, type ThumbnailFile } from "../photos/thumbnails";
import { loadTextThumbnail } from "../texts/reading";
import type { RelyingParty } from "./relying-party";
import { fromAnotherSite } from "./same-site";

export type ThumbnailOptions = { db: Kysely<Database>; rp: RelyingParty };

type PhotoParams = { Params: { id: string; index: string } };
type MediaParams = { Params: { id: string; messageId: string; position: string } };

/**
 * A week, the idle life of a session (decision 197): an address always names the same
 * bytes, so the owner's browser keeps them without asking again; sign-out clears them
 * (Clear-Site-Data: "cache").
 */
const privateCache = "private, max-age=604800, immutable" as const;

/** A photo's position in its URL: one or two digits. */
function position(text: string): number {
  return /^\d{1,2}$/.test(text) ? Number(text) : -1;
}

/**
 * The thumbnails of a lead's photos and of its texted pictures (decision 233), under
 * /api/admin/ like the photos themselves: the guard answers 401 without the owner's
 * session, and, as for the photos, a request another site started is refused with 403.
 */
export async function thumbnailRoutes(app: FastifyInstance, { db, rp }: ThumbnailOptions) {
  const notFound = { error: adminErrors.notFound };
  const options = {
    config: { privateCache },
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (fromAnotherSite(request, rp.origin)) {
        return reply.code(403).send({ error: adminErrors.foreignOrigin });
      }
    },
  };
  const send = (reply: FastifyReply, file: ThumbnailFile | undefined) =>
    file
      ? reply.type(file.contentType).header("Content-Length", file.bytes.length).send(file.bytes)
      : reply.code(404).send(notFound);

  const photoPath = adminRoutes.photo("__id__", 0).replace("__id__", ":id").replace(/0$/, ":index");
  const mediaPath = adminRoutes
    .textMedia("__id__", "__message__", 0)
    .replace("__id__", ":id")
    .replace("__message__", ":messageId")
    .replace(/0$/, ":position");

  for (const format of Object.keys(thumbnailFormats) as ThumbnailFormat[]) {
    // The file name is fixed text after the photo's address: `/thumbnail-320.webp`.
    app.get<PhotoParams>(thumbnailUrl(photoPath, format), options, async (request, reply) => {
      const { id, index } = request.params;
      return send(reply, await loadPhotoThumbnail(db, id, position(index), format));
    });
    app.get<MediaParams>(thumbnailUrl(mediaPath, format), options, async (request, reply) => {
      const { id, messageId } = request.params;
      const at = position(request.params.position);
      const found = at < 0 ? undefined : await loadTextThumbnail(db, id, messageId, at, format);
      return send(reply, found);
    });
  }
}
