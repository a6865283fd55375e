import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { adminErrors } from "../../content/admin-entries";
import { authRoutes, emailBody, tokenBody, webauthnBody } from "../../contracts/admin-api";
import type { Database } from "../db/schema";
import { activeUserByEmail, activeUserById } from "./accounts";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "./cookie";
import { deviceName } from "./device";
import { authLimiters } from "./limits";
import { type MailConfig, sendTokenMail, tokenLink } from "./mail";
import { issueToken, redeemToken } from "./one-time";
import { signInOptions, verifySignIn } from "./passkeys";
import type { RelyingParty } from "./relying-party";
import { endSession, sessionIdleMs, startSession } from "./sessions";
import { after } from "./tokens";

export type AuthOptions = {
  db: Kysely<Database>;
  rp: RelyingParty;
  mail: MailConfig;
  now: () => Date;
};

/**
 * Signing in (docs/architecture.md §7): an invite or a sign-in link, each used once, or a passkey.
 * Every success starts a new session with a new id; nothing here needs a session.
 */
export async function authRoutesPlugin(app: FastifyInstance, { db, rp, mail, now }: AuthOptions) {
  const limits = authLimiters(app);

  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string | undefined,
    error: string,
  ) {
    const user = userId ? await activeUserById(db, userId) : undefined;
    if (!user) return reply.code(userId ? 403 : 400).send({ error });
    // A new id at every sign-in; a session this browser held before ends.
    const previous = readSessionCookie(request, rp);
    if (previous) await endSession(db, previous);
    const at = now();
    const device = deviceName(request.headers["user-agent"]);
    const token = await startSession(db, user.id, at, device);
    setSessionCookie(request, reply, rp, token, { expiresAt: after(at, sessionIdleMs), now: at });
    return reply.send({ email: user.email });
  }

  const redeem =
    (kind: "invite" | "link") => async (request: FastifyRequest, reply: FastifyReply) => {
      const parsed = tokenBody.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ error: adminErrors.linkInvalid });
      const userId = await redeemToken(db, kind, parsed.data.token, now());
      return signIn(request, reply, userId, adminErrors.linkInvalid);
    };
  app.post(authRoutes.redeemInvite, { preHandler: limits.signIn }, redeem("invite"));
  app.post(authRoutes.redeemLink, { preHandler: limits.signIn }, redeem("link"));

  app.post(authRoutes.passkeyOptions, { preHandler: limits.signIn }, async () =>
    signInOptions(db, rp, now()),
  );
  app.post(authRoutes.passkeySignIn, { preHandler: limits.signIn }, async (request, reply) => {
    const parsed = webauthnBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: adminErrors.passkeyRefused });
    const userId = await verifySignIn(db, rp, parsed.data, now());
    return signIn(request, reply, userId, adminErrors.passkeyRefused);
  });

  // One answer for every address, known or not, sent before any e-mail is: neither the
  // words nor the time taken say whether someone is invited.
  app.post(authRoutes.requestLink, { preHandler: limits.link }, async (request, reply) => {
    const parsed = emailBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: adminErrors.badRequest });
    void sendLink(parsed.data.email).catch((error: unknown) =>
      request.log.error({ err: error }, "sign-in link not sent"),
    );
    return reply.code(202).send({});
  });

  async function sendLink(email: string) {
    const user = await activeUserByEmail(db, email);
    if (!user) return;
    const { token } = await issueToken(db, "link", user.id, now());
    await sendTokenMail(mail, user.email, "link", tokenLink(rp.origin, "link", token));
  }

  // "cache" empties the browser's HTTP cache (and back-forward cache) of anything the inbox
  // fetched. Never "storage": it would also remove the service worker and the visitors'
  // form drafts; the page deletes the inbox's own copies and keys itself (decision 196).
  app.post(authRoutes.signOut, async (request, reply) => {
    const token = readSessionCookie(request, rp);
    if (token) await endSession(db, token);
    clearSessionCookie(request, reply, rp);
    return reply.code(204).header("Clear-Site-Data", '"cache"').send();
  });
}
