import { createChallenge, type Payload, solveChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { deriveHmacKeySecret } from "altcha-lib/frameworks/shared";
import { describe, expect, it } from "vitest";
import { verifyKeySignedSolution } from "./altcha-verify";

const hmacKey = "0123456789abcdef".repeat(4);

async function solved(): Promise<{ payload: Payload; keySecret: string }> {
  const keySecret = await deriveHmacKeySecret(hmacKey);
  const challenge = await createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 10,
    counter: 7,
    deriveKey,
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySecret,
    expiresAt: new Date(Date.now() + 600_000),
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("not solved");
  return {
    payload: {
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    },
    keySecret,
  };
}

/** Payloads a visitor or a forger could send, each a changed copy of a good one. */
const variants: Record<string, (p: Payload) => void> = {
  untouched: () => {},
  "changed expiry": (p) => void (p.challenge.parameters.expiresAt = 4_102_444_800),
  "changed nonce": (p) => void (p.challenge.parameters.nonce = "00".repeat(16)),
  "extra parameter": (p) => void Object.assign(p.challenge.parameters, { cost: 1 }),
  "forged signature": (p) => void (p.challenge.signature = "ab".repeat(32)),
  "missing signature": (p) => void (p.challenge.signature = ""),
  "wrong derived key": (p) => void (p.solution.derivedKey = "00".repeat(32)),
  "upper-case derived key": (p) =>
    void (p.solution.derivedKey = p.solution.derivedKey.toUpperCase()),
  "odd-length derived key": (p) => void (p.solution.derivedKey = p.solution.derivedKey.slice(1)),
  "fractional counter": (p) => void (p.solution.counter = 7.5),
  "negative counter": (p) => void (p.solution.counter = -1),
  "wrong counter": (p) => void (p.solution.counter = 8),
};

describe("verifyKeySignedSolution", () => {
  for (const [name, change] of Object.entries(variants)) {
    it(`agrees with altcha-lib's verifySolution: ${name}`, async () => {
      const { payload, keySecret } = await solved();
      change(payload);
      const library = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      });
      expect(verifyKeySignedSolution(payload, hmacKey, keySecret)).toBe(library.verified);
    });
  }

  it("refuses a solution checked with another key", async () => {
    const { payload, keySecret } = await solved();
    expect(verifyKeySignedSolution(payload, "f".repeat(64), keySecret)).toBe(false);
    expect(verifyKeySignedSolution(payload, hmacKey, "other-secret")).toBe(false);
    expect(verifyKeySignedSolution(payload, hmacKey, keySecret)).toBe(true);
  });
});
