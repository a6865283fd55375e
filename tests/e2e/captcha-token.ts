import { type APIRequestContext, expect } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** A solved ALTCHA challenge from the e2e server, as the form's widget would send it. */
export async function solvedToken(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/captcha/challenge");
  expect(response.headers()["cache-control"]).toBe("no-store");
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString("base64");
}
