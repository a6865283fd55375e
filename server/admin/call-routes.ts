import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { adminErrors } from "../../content/admin-entries";
import { voicemailRoute } from "../../contracts/calls";
import type { Database } from "../db/schema";
import { voicemailOf } from "../voice/inbox";
import type { RelyingParty } from "./relying-party";
import { sameSiteOnly } from "./same-site";

export type CallRouteOptions = { db: Kysely<Database>; rp: RelyingParty };

type VoicemailParams = { Params: { id: string; callId: string } };

/** "bytes=0-" or "bytes=100-199": one range within `size`, else undefined. */
export function byteRange(header: string | undefined, size: number) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (!match[1] && !match[2])) return undefined;
  const [start, end] = match[1]
    ? [Number(match[1]), match[2] ? Math.min(Number(match[2]), size - 1) : size - 1]
    : [Math.max(size - Number(match[2]), 0), size - 1];
  return start <= end && start < size ? { start, end } : undefined;
}

/**
 * A call's voicemail (issue 54), as a lead's photo is served: under /api/admin/, so the
 * guard answers 401 without the owner's session; 403 to a request another site started;
 * never cached. Byte ranges are answered: Safari plays audio only from a server that does.
 */
export async function callRoutes(app: FastifyInstance, { db, rp }: CallRouteOptions) {
  const notFound = { error: adminErrors.notFound };
  const path = voicemailRoute("__id__", "__call__")
    .replace("__id__", ":id")
    .replace("__call__", ":callId");
  const download = sameSiteOnly(rp.origin, { error: adminErrors.foreignOrigin });
  app.get<VoicemailParams>(path, download, async (request, reply) => {
    const audio = await voicemailOf(db, request.params.id, request.params.callId);
    if (!audio) return reply.code(404).send(notFound);
    const size = audio.bytes.length;
    void reply.type(audio.type).header("Accept-Ranges", "bytes");
    const asked = request.headers.range;
    if (asked === undefined) return reply.header("Content-Length", size).send(audio.bytes);
    const range = byteRange(asked, size);
    if (!range) return reply.code(416).header("Content-Range", `bytes */${size}`).send();
    return reply
      .code(206)
      .header("Content-Range", `bytes ${range.start}-${range.end}/${size}`)
      .header("Content-Length", range.end - range.start + 1)
      .send(audio.bytes.subarray(range.start, range.end + 1));
  });
}
