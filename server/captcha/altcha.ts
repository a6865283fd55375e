import { createChallenge, randomInt, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { deriveHmacKeySecret } from "altcha-lib/frameworks/shared";
import type { Kysely } from "kysely";
import { apiRoutes } from "../../contracts/routes";
import type { Database } from "../db/schema";
import { loadOrCreateSecret } from "../secret-file";
import { verifyKeySignedSolution } from "./altcha-verify";
import { type CaptchaProvider, type CaptchaResult, noOrigins } from "./provider";

const ALTCHA_ALGORITHM = "PBKDF2/SHA-256";
export const hmacKeyFileName = "altcha-hmac.key";

export type AltchaSettings = {
  db: Kysely<Database>;
  hmacKey: string;
  maxNumber: number;
  cost: number;
  expiresSeconds: number;
  now?: () => Date;
};

/**
 * The HMAC key that signs challenges: ALTCHA_HMAC_KEY when set, else a random key
 * generated on first start and kept in DATA_DIR, so challenges survive a restart.
 */
export function loadOrCreateHmacKey(dataDir: string, configured?: string): string {
  return loadOrCreateSecret(dataDir, hmacKeyFileName, configured);
}

/**
 * Self-hosted proof of work. A challenge carries a secret counter drawn from
 * 0..maxNumber; the browser searches for it, and the server checks the answer with one
 * HMAC (deterministic mode with a key signature), so verifying costs nothing. A solved
 * challenge is recorded in the database and refused the second time.
 */
export async function altchaProvider(settings: AltchaSettings): Promise<CaptchaProvider> {
  const { db, hmacKey } = settings;
  const keySecret = await deriveHmacKeySecret(hmacKey);
  const now = settings.now ?? (() => new Date());
  let lastPrune = 0;

  async function markUsed(id: string, expiresAt: Date): Promise<boolean> {
    const at = now();
    if (at.getTime() - lastPrune > 60_000) {
      lastPrune = at.getTime();
      await db.deleteFrom("captcha_solutions").where("expires_at", "<", at.toISOString()).execute();
    }
    const result = await db
      .insertInto("captcha_solutions")
      .values({ id, expires_at: expiresAt.toISOString() })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  return {
    publicConfig: { provider: "altcha", challengeUrl: apiRoutes.captchaChallenge },
    origins: noOrigins,
    async createChallenge() {
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: settings.cost,
        counter: randomInt(settings.maxNumber),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
        expiresAt: new Date(now().getTime() + settings.expiresSeconds * 1000),
      });
    },
    async verify(token): Promise<CaptchaResult> {
      if (!token) return { ok: false, reason: "missing" };
      const payload = parsePayload(token);
      if (!payload) return { ok: false, reason: "invalid", detail: "unreadable payload" };
      const { parameters } = payload.challenge;
      // altcha-lib checks expiry against the wall clock; our clock may be injected.
      if (
        typeof parameters.expiresAt !== "number" ||
        parameters.expiresAt * 1000 < now().getTime()
      ) {
        return { ok: false, reason: "expired" };
      }
      const verified = verifyKeySignedSolution(payload, hmacKey, keySecret);
      if (!verified) return { ok: false, reason: "invalid" };
      const fresh = await markUsed(parameters.nonce, new Date(parameters.expiresAt * 1000));
      return fresh ? { ok: true } : { ok: false, reason: "replayed" };
    },
  };
}

function parsePayload(token: string): Payload | null {
  if (token.length > 10_000) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
    if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return null;
    if (!isRecord(value.challenge.parameters)) return null;
    if (typeof value.challenge.parameters.nonce !== "string") return null;
    return value as unknown as Payload;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
