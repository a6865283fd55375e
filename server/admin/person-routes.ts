import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { adminErrors } from "../../content/admin-entries";
import {
  adminRoutes,
  type EraseResult,
  eraseBody,
  exportQuery,
  isIdList,
  type PersonMatches,
} from "../../contracts/admin-api";
import type { Database } from "../db/schema";
import { eraseEntries, type ErasureRecorder } from "../leads/erase";
import { archiveName, confirmedOfEntry, matchesOfEntry, personArchive } from "./person-export";
import type { RelyingParty } from "./relying-party";
import { fromAnotherSite } from "./same-site";

type PersonOptions = {
  db: Kysely<Database>;
  rp: RelyingParty;
  mailDir: string;
  recordErasure?: ErasureRecorder;
  now: () => Date;
};

type IdParams = { Params: { id: string } };

/** A route's pattern from the contract's path builder, without its query. */
function pattern(path: string): string {
  return path.replace("__id__", ":id").replace(/\?.*$/, "");
}

/**
 * A person's copy and erasure (issue 50): the owner first sees every lead and notice that
 * shares the entry's e-mail address or phone, then names the ones that are the person's.
 * Only those are exported or erased, and an id that is not among the entry's matches is
 * refused, so nothing is merged by a phone someone else typed in.
 */
export async function personRoutes(app: FastifyInstance, options: PersonOptions) {
  const { db, rp, now } = options;
  const notFound = { error: adminErrors.notFound };
  const notAMatch = { error: adminErrors.notAMatch };

  app.get<IdParams>(pattern(adminRoutes.personMatches("__id__")), async (request, reply) => {
    const matches = await matchesOfEntry(db, request.params.id);
    if (!matches) return reply.code(404).send(notFound);
    return { matches } satisfies PersonMatches;
  });

  // A plain link downloads it, so it is a GET: one from another site is refused.
  app.get<IdParams>(pattern(adminRoutes.exportPerson("__id__", [])), async (request, reply) => {
    if (fromAnotherSite(request, rp.origin)) {
      return reply.code(403).send({ error: adminErrors.foreignOrigin });
    }
    const parsed = exportQuery.safeParse(request.query);
    const ids = parsed.success ? parsed.data.ids.split(",").filter(Boolean) : [];
    const confirmed = await confirmedOfEntry(db, request.params.id, ids);
    if (confirmed === "missing") return reply.code(404).send(notFound);
    if (confirmed === "refused") return reply.code(400).send(notAMatch);
    const at = now();
    const archive = await personArchive(db, confirmed, at);
    request.log.info(
      { leads: archive.leads, reviewNotices: archive.reviewNotices, photos: archive.photos },
      "person exported from the inbox",
    );
    return reply
      .type("application/zip")
      .header("Content-Disposition", `attachment; filename="${archiveName(request.params.id, at)}"`)
      .header("Cache-Control", "no-store")
      .header("Content-Length", archive.bytes.length)
      .send(archive.bytes);
  });

  // A POST under /api/admin/: the guard has checked its Origin.
  app.post(adminRoutes.erase, async (request, reply) => {
    const parsed = eraseBody.safeParse(request.body);
    if (!parsed.success || !isIdList(parsed.data.ids)) return reply.code(400).send(notAMatch);
    const confirmed = await confirmedOfEntry(db, parsed.data.entry, parsed.data.ids);
    if (confirmed === "missing") return reply.code(404).send(notFound);
    if (confirmed === "refused") return reply.code(400).send(notAMatch);
    const erased = await eraseEntries(db, confirmed.entries, confirmed.keys, options.mailDir, {
      record: options.recordErasure,
    });
    request.log.info(
      { leads: erased.leads.length, reviewNotices: erased.reviewNotices.length },
      "person erased from the inbox",
    );
    const result: EraseResult = {
      leads: erased.leads.length,
      reviewNotices: erased.reviewNotices.length,
    };
    return result;
  });
}
