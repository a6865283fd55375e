import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import { deviceCopy } from "../../content/devices";
import type { PasskeySummary } from "../../contracts/admin-api";
import type { Database } from "../db/schema";
import { activeUserById, type AdminUser } from "./accounts";
import { saveChallenge, takeChallenge } from "./challenges";
import { publicId } from "./public-id";
import type { RelyingParty } from "./relying-party";

/**
 * Passkeys through @simplewebauthn/server (decision 175): it makes the options and checks
 * every answer (challenge, origin, relying party, signature, counter); this module only
 * keeps challenges and credentials in the database, so any instance can finish what
 * another began. A passkey is discoverable and needs the person's fingerprint, face or PIN.
 */

export type WebauthnAnswer = { challengeId: string; response: Record<string, unknown> };

export async function registrationOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  user: AdminUser,
  now: Date,
): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const existing = await db
    .selectFrom("passkeys")
    .select(["id", "transports"])
    .where("user_id", "=", user.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    // The same authenticator twice would only be a second row for one key.
    excludeCredentials: existing.map((key) => ({
      id: key.id,
      transports: parseList(key.transports),
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const challengeId = await saveChallenge(db, options.challenge, "register", user.id, now);
  return { challengeId, options };
}

/** Checks a new passkey and stores it; false when the answer does not hold. */
export async function registerPasskey(
  db: Kysely<Database>,
  rp: RelyingParty,
  user: AdminUser,
  answer: WebauthnAnswer,
  now: Date,
  /** The browser and system it is added on, in words ("Chrome on Android"). */
  device: string | null = null,
): Promise<boolean> {
  const challenge = await takeChallenge(db, answer.challengeId, "register", user.id, now);
  if (!challenge) return false;
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      // Shaped by the browser; the library checks every field it reads and throws otherwise.
      response: answer.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
  } catch {
    return false;
  }
  if (!verified.verified) return false;
  const { credential } = verified.registrationInfo;
  await db
    .insertInto("passkeys")
    .values({
      id: credential.id,
      user_id: user.id,
      public_key: Buffer.from(credential.publicKey).toString("base64url"),
      counter: String(credential.counter),
      transports: JSON.stringify(credential.transports ?? []),
      created_at: now.toISOString(),
      last_used_at: null,
      device,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  return true;
}

export async function signInOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  now: Date,
): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  // No allowCredentials: the browser offers the passkeys it holds for this site, so the
  // answer reveals nothing about who is invited.
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    userVerification: "required",
  });
  const challengeId = await saveChallenge(db, options.challenge, "sign_in", null, now);
  return { challengeId, options };
}

/** Checks a passkey sign-in; the person's id when it holds and they are not revoked. */
export async function verifySignIn(
  db: Kysely<Database>,
  rp: RelyingParty,
  answer: WebauthnAnswer,
  now: Date,
): Promise<string | undefined> {
  const challenge = await takeChallenge(db, answer.challengeId, "sign_in", null, now);
  const credentialId = answer.response.id;
  if (!challenge || typeof credentialId !== "string") return undefined;
  const key = await db
    .selectFrom("passkeys")
    .selectAll()
    .where("id", "=", credentialId)
    .executeTakeFirst();
  if (!key || !(await activeUserById(db, key.user_id))) return undefined;
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: answer.response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: key.id,
        publicKey: new Uint8Array(Buffer.from(key.public_key, "base64url")),
        counter: Number(key.counter),
        transports: parseList(key.transports),
      },
      requireUserVerification: true,
    });
  } catch {
    return undefined;
  }
  if (!verified.verified) return undefined;
  await db
    .updateTable("passkeys")
    .set({
      counter: String(verified.authenticationInfo.newCounter),
      last_used_at: now.toISOString(),
    })
    .where("id", "=", key.id)
    .execute();
  return key.user_id;
}

export async function passkeyCount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("passkeys")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A person's own passkeys, newest first, as the Security screen lists them. */
export async function listPasskeys(
  db: Kysely<Database>,
  userId: string,
): Promise<PasskeySummary[]> {
  const rows = await db
    .selectFrom("passkeys")
    .select(["id", "device", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: publicId(row.id),
    device: row.device ?? deviceCopy.unknown,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/**
 * Removes one of a person's own passkeys by the id the list gave; another person's id
 * finds nothing. False when there was none.
 */
export async function removePasskey(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<boolean> {
  const keys = await db.selectFrom("passkeys").select("id").where("user_id", "=", userId).execute();
  const key = keys.find((k) => publicId(k.id) === id);
  if (!key) return false;
  const removed = await db
    .deleteFrom("passkeys")
    .where("id", "=", key.id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}
