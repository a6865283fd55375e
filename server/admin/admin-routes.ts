import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { adminErrors } from "../../app/content/admin-entries";
import {
  adminRoutes,
  type EraseResult,
  eraseBody,
  inboxQuery,
  noteBody,
  statusBody,
  webauthnBody,
} from "../../app/lib/admin-api";
import type { Database } from "../db/schema";
import { erasePerson, type ErasureRecorder, personKey } from "../leads/erase";
import { retryFailed } from "../leads/status";
import { activeUserById } from "./accounts";
import { inboxCsv } from "./csv";
import { addNote, entryDetail, setStatus } from "./entry";
import { signedIn } from "./guard";
import { loadPhoto } from "../photos/read";
import { listInbox } from "./inbox";
import { passkeyCount, registerPasskey, registrationOptions } from "./passkeys";
import type { RelyingParty } from "./relying-party";

export type AdminOptions = {
  db: Kysely<Database>;
  rp: RelyingParty;
  /** Where the file transport keeps mail: erasing a person removes theirs. */
  mailDir: string;
  /** Keeps each erasure in the ledger a restored backup is checked against. */
  recordErasure?: ErasureRecorder;
  /** Wakes the outbox worker after a retry. */
  onQueued: () => void;
  now: () => Date;
};

type IdParams = { Params: { id: string } };
type PhotoParams = { Params: { id: string; index: string } };

/** A route's pattern from the contract's path builder: ":" would be encoded by it. */
function pattern(path: (id: string) => string): string {
  return path("__id__").replace("__id__", ":id");
}

/**
 * The inbox's API (app/lib/admin-api.ts). Every route here runs behind adminGuards: a
 * session is checked before the handler, so handlers only read who is signed in.
 */
export async function adminRoutesPlugin(app: FastifyInstance, options: AdminOptions) {
  const { db, rp, now } = options;
  const bad = { error: adminErrors.badRequest };
  const notFound = { error: adminErrors.notFound };

  app.get(adminRoutes.session, async (request) => {
    const { userId, email } = signedIn(request);
    return { email, passkeys: await passkeyCount(db, userId) };
  });

  app.post(adminRoutes.passkeyOptions, async (request, reply) => {
    const user = await activeUserById(db, signedIn(request).userId);
    if (!user) return reply.code(401).send({ error: adminErrors.signIn });
    return registrationOptions(db, rp, user, now());
  });

  app.post(adminRoutes.registerPasskey, async (request, reply) => {
    const parsed = webauthnBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(bad);
    const user = await activeUserById(db, signedIn(request).userId);
    if (!user) return reply.code(401).send({ error: adminErrors.signIn });
    if (!(await registerPasskey(db, rp, user, parsed.data, now()))) {
      return reply.code(400).send({ error: adminErrors.passkeyRefused });
    }
    return reply.code(201).send({ email: user.email, passkeys: await passkeyCount(db, user.id) });
  });

  app.get(adminRoutes.inbox, async (request, reply) => {
    const parsed = inboxQuery.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send(bad);
    return listInbox(db, { status: parsed.data.status ?? "open", q: parsed.data.q }, now());
  });

  app.get(adminRoutes.inboxCsv, async (request, reply) => {
    const parsed = inboxQuery.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send(bad);
    const status = parsed.data.status ?? "open";
    const list = await listInbox(db, { status, q: parsed.data.q }, now());
    const day = now().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="inbox-${status}-${day}.csv"`)
      .send(inboxCsv(list.items));
  });

  app.get<IdParams>(pattern(adminRoutes.entry), async (request, reply) => {
    const detail = await entryDetail(db, request.params.id);
    return detail ?? reply.code(404).send(notFound);
  });

  // A lead's photo, for the signed-in owner only (the guard answers 401 to anyone else).
  app.get<PhotoParams>(
    adminRoutes.photo("__id__", 0).replace("__id__", ":id").replace(/0$/, ":index"),
    async (request, reply) => {
      const index = /^\d{1,2}$/.test(request.params.index) ? Number(request.params.index) : -1;
      const photo = await loadPhoto(db, request.params.id, index);
      if (!photo) return reply.code(404).send(notFound);
      return reply
        .type(photo.contentType)
        .header("Content-Length", photo.bytes.length)
        .send(photo.bytes);
    },
  );

  app.patch<IdParams>(pattern(adminRoutes.entry), async (request, reply) => {
    const parsed = statusBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(bad);
    const { id } = request.params;
    const changed = await setStatus(db, id, parsed.data.status, signedIn(request).email, now());
    if (!changed) return reply.code(404).send(notFound);
    return entryDetail(db, id);
  });

  app.post<IdParams>(pattern(adminRoutes.notes), async (request, reply) => {
    const parsed = noteBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(bad);
    const note = await addNote(
      db,
      request.params.id,
      parsed.data.body,
      signedIn(request).email,
      now(),
    );
    return note ? reply.code(201).send(note) : reply.code(404).send(notFound);
  });

  app.post<IdParams>(pattern(adminRoutes.retryDelivery), async (request, reply) => {
    const count = await retryFailed(db, now(), { outboxId: request.params.id });
    if (count === 0) return reply.code(409).send({ error: adminErrors.notFailed });
    options.onQueued();
    return reply.code(202).send({});
  });

  app.post(adminRoutes.erase, async (request, reply) => {
    const parsed = eraseBody.safeParse(request.body);
    const key = parsed.success ? personKey(parsed.data.person) : undefined;
    if (!key) return reply.code(400).send({ error: adminErrors.notAPerson });
    const erased = await erasePerson(db, key, options.mailDir, {
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
