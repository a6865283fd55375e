import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { adminErrors } from "../../content/admin-entries";
import {
  adminRoutes,
  inboxQuery,
  isWonValue,
  noteBody,
  type ReviewRequestQueued,
  type StatusChanged,
  sourcesQuery,
  type SecurityInfo,
  statusBody,
  webauthnBody,
} from "../../contracts/admin-api";
import type { Database } from "../db/schema";
import type { ErasureRecorder } from "../leads/erase";
import { googleAdsCsv } from "../leads/google-ads";
import { retryFailed } from "../leads/status";
import { cancelFor } from "../outbox/door";
import { queueReviewRequest, type ReviewChannels } from "../reviews/requests";
import type { ReviewSchedule } from "../reviews/schedule";
import { loadPhoto } from "../photos/read";
import { activeUserById } from "./accounts";
import { clearSessionCookie } from "./cookie";
import { inboxCsvOf } from "./csv";
import { deviceName } from "./device";
import { entryDetail } from "./entry";
import { addNote, setStatus } from "./entry-changes";
import { entryNameRoutes } from "./entry-name";
import { signedIn } from "./guard";
import { listInbox } from "./inbox";
import { type MailConfig, sendPasskeyNotice } from "./mail";
import {
  listPasskeys,
  passkeyCount,
  registerPasskey,
  registrationOptions,
  removePasskey,
} from "./passkeys";
import { personRoutes } from "./person-routes";
import type { RelyingParty } from "./relying-party";
import { sameSiteOnly } from "./same-site";
import { endSessionById, listSessions } from "./sessions";
import { sourceReport } from "./sources";
import { undoable, undoRoutes } from "./undo-routes";

export type AdminOptions = {
  db: Kysely<Database>;
  rp: RelyingParty;
  /** Sends the notice of a new passkey, at once, as sign-in links are sent. */
  mail: MailConfig;
  /** Where the file transport keeps mail: erasing a person removes theirs. */
  mailDir: string;
  /** Keeps each erasure in the ledger a restored backup is checked against. */
  recordErasure?: ErasureRecorder;
  /** When a completed job's review request goes, and on which channels (issue 37). */
  reviews: { automatic: boolean; schedule: ReviewSchedule; channels: ReviewChannels };
  /** How long a message queued to a homeowner waits for the owner's undo (issue 52). */
  undoHoldMs: number;
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
  const hold = { holdMs: options.undoHoldMs, onQueued: options.onQueued };
  const bad = { error: adminErrors.badRequest };
  const notFound = { error: adminErrors.notFound };
  // The downloads are GETs a link or an <img> on another site could start with the owner's
  // cookie (SameSite=Lax sends it on a navigation): refused as the person export is.
  const download = sameSiteOnly(rp.origin, { error: adminErrors.foreignOrigin });

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
    const at = now();
    const device = deviceName(request.headers["user-agent"]);
    if (!(await registerPasskey(db, rp, user, parsed.data, at, device))) {
      return reply.code(400).send({ error: adminErrors.passkeyRefused });
    }
    // Told to the account's own address, so a passkey added with a stolen session does
    // not go unseen; the answer does not wait for the mail server.
    void sendPasskeyNotice(options.mail, user.email, { device, at, origin: rp.origin }).catch(
      (error: unknown) => request.log.error({ err: error }, "passkey notice not sent"),
    );
    return reply.code(201).send({ email: user.email, passkeys: await passkeyCount(db, user.id) });
  });

  // The Security screen: only one's own passkeys and sessions are listed, and an id from
  // another person's list finds nothing here (404, as for an id that never was).
  app.get(adminRoutes.security, async (request) => {
    const admin = signedIn(request);
    const result: SecurityInfo = {
      passkeys: await listPasskeys(db, admin.userId),
      sessions: await listSessions(db, admin, now()),
    };
    return result;
  });

  app.delete<IdParams>(pattern(adminRoutes.passkey), async (request, reply) => {
    const removed = await removePasskey(db, signedIn(request).userId, request.params.id);
    return removed ? reply.code(204).send() : reply.code(404).send(notFound);
  });

  app.delete<IdParams>(pattern(adminRoutes.sessionById), async (request, reply) => {
    const admin = signedIn(request);
    const ended = await endSessionById(db, admin.userId, request.params.id, now());
    if (!ended) return reply.code(404).send(notFound);
    if (ended === admin.sessionHash) clearSessionCookie(request, reply, rp);
    return reply.code(204).send();
  });

  app.get(adminRoutes.inbox, async (request, reply) => {
    const parsed = inboxQuery.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send(bad);
    return listInbox(db, { status: parsed.data.status ?? "open", q: parsed.data.q }, now());
  });

  app.get(adminRoutes.sources, async (request, reply) => {
    const parsed = sourcesQuery.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send(bad);
    const { days = "90", touch = "first" } = parsed.data;
    return sourceReport(db, { days, touch }, now());
  });

  app.get(adminRoutes.googleAdsCsv, download, async (_request, reply) => {
    const day = now().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="google-ads-conversions-${day}.csv"`)
      .header("Cache-Control", "no-store")
      .send(await googleAdsCsv(db, now()));
  });

  app.get(adminRoutes.inboxCsv, download, async (request, reply) => {
    const parsed = inboxQuery.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send(bad);
    const status = parsed.data.status ?? "open";
    const list = await listInbox(db, { status, q: parsed.data.q }, now());
    const day = now().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="inbox-${status}-${day}.csv"`)
      .send(await inboxCsvOf(db, list.items));
  });

  app.get<IdParams>(pattern(adminRoutes.entry), async (request, reply) => {
    // Texts go out when the review requests' text channel does: SMS_PROVIDER=twilio.
    const detail = await entryDetail(db, request.params.id, {
      canText: options.reviews.channels.sms,
    });
    return detail ?? reply.code(404).send(notFound);
  });

  // A lead's photo, for the signed-in owner only (the guard answers 401 to anyone else).
  app.get<PhotoParams>(
    adminRoutes.photo("__id__", 0).replace("__id__", ":id").replace(/0$/, ":index"),
    download,
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
    const { status } = parsed.data;
    const at = now();
    const value = isWonValue(parsed.data.value) ? parsed.data.value : undefined;
    const before = await db
      .selectFrom("leads")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    const changed = await setStatus(db, id, status, signedIn(request).email, at, value);
    if (changed === "missing") return reply.code(404).send(notFound);
    if (changed === "refused") return reply.code(400).send(bad);
    const wanted = parsed.data.reviewRequest !== false;
    let undo: StatusChanged["undo"];
    if (changed === "changed" && status === "completed" && options.reviews.automatic && wanted) {
      const queued = await queueReviewRequest(
        db,
        id,
        at,
        options.reviews.schedule,
        options.reviews.channels,
        hold.holdMs,
      );
      undo = undoable(queued.ids, queued.sendsAt, at, hold);
    }
    // A job no longer completed (Completed picked by mistake) asks nobody for a review: what
    // has not gone yet of its request and reminders is canceled.
    if (changed === "changed" && before?.status === "completed" && status !== "completed") {
      await cancelFor(db, id, ["review_email", "review_sms"], at);
    }
    const detail = await entryDetail(db, id, { canText: options.reviews.channels.sms });
    return { ...detail, ...(undo ? { undo } : {}) };
  });

  app.post<IdParams>(pattern(adminRoutes.reviewRequest), async (request, reply) => {
    const detail = await entryDetail(db, request.params.id);
    if (!detail) return reply.code(404).send(notFound);
    if (detail.kind !== "lead") return reply.code(400).send(bad);
    // By hand: at once, and the reminders on the schedule. Out of the quiet hours still:
    // the senders check them as they send (decision 216), so at night it waits for morning.
    const byHand = { ...options.reviews.schedule, delayMinutes: 0 };
    const at = now();
    const { channels: reviewChannels, holdMs } = { ...options.reviews, ...hold };
    const queued = await queueReviewRequest(db, detail.id, at, byHand, reviewChannels, holdMs);
    if (queued.channels.length === 0) {
      return reply.code(409).send({ error: adminErrors.noReviewContact });
    }
    const undo = undoable(queued.ids, queued.sendsAt, at, hold);
    const channels = queued.channels.map((channel) =>
      channel === "review_email" ? "email" : "text",
    );
    return reply.code(202).send({ channels, undo } satisfies ReviewRequestQueued);
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

  await entryNameRoutes(app, { db, now, canText: options.reviews.channels.sms });
  await undoRoutes(app, { db, reviews: options.reviews, holdMs: options.undoHoldMs, now });
  await personRoutes(app, options);
}
