import type { Payload } from "altcha-lib";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The check altcha-lib's verifySolution makes for a deterministic challenge with a key
 * signature (the only kind this server issues), done with node:crypto. The library signs
 * through WebCrypto, which on Node 20 spends about half a millisecond of event-loop time
 * per verification importing keys: at a thousand leads a second that is half the loop.
 * The same three facts are checked: the parameters carry our signature, the solution's
 * derived key is well formed, and it carries our key signature. Expiry and replay are
 * checked by the caller. altcha-verify.test.ts holds this to the library's verdicts.
 */
export function verifyKeySignedSolution(
  payload: Payload,
  hmacKey: string,
  keySignatureSecret: string,
): boolean {
  const { parameters, signature } = payload.challenge;
  if (typeof signature !== "string" || typeof parameters.keySignature !== "string") return false;
  if (!sameHex(signature, hmacHex(hmacKey, canonicalJson(parameters)))) return false;
  const { derivedKey, counter } = payload.solution;
  if (typeof derivedKey !== "string" || !/^(?:[0-9a-f]{2})+$/.test(derivedKey)) return false;
  if (!Number.isInteger(counter) || counter < 0 || counter > 0xffff_ffff) return false;
  const keyCheck = hmacHex(keySignatureSecret, Buffer.from(derivedKey, "hex"));
  return sameHex(parameters.keySignature, keyCheck);
}

function hmacHex(key: string, data: string | Buffer): string {
  return createHmac("sha256", key).update(data).digest("hex");
}

function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** JSON with object keys sorted at every level and undefined members left out, as signed. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => [key, sortKeys(record[key])]),
  );
}
