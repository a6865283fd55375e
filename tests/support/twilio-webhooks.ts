import type { FastifyInstance } from "fastify";
import { randomBytes } from "node:crypto";
import { twilioSignature } from "../../server/channels/twilio-signature";

/**
 * Twilio's calls to our webhooks, signed as Twilio signs them (over PUBLIC_URL, the path
 * and the sorted form fields), for tests that drive the app with inject.
 */

export type Signer = { origin: string; authToken: string };

/** The account the channel stand-ins run as, which every inbound text names. */
export const standInAccountSid = `AC${"0".repeat(32)}`;

export function messageSid(): string {
  return `SM${randomBytes(16).toString("hex")}`;
}

/** An inbound text's fields, as Twilio posts them. */
export function inboundFields(fields: Record<string, string>): Record<string, string> {
  return {
    MessageSid: messageSid(),
    AccountSid: standInAccountSid,
    From: "+16305550199",
    To: "+16305550100",
    Body: "",
    NumMedia: "0",
    ...fields,
  };
}

export function signedPost(
  app: FastifyInstance,
  signer: Signer,
  path: string,
  fields: Record<string, string>,
  { signature }: { signature?: string | null } = {},
) {
  const form = new URLSearchParams(fields);
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  const signed = twilioSignature(signer.authToken, `${signer.origin}${path}`, [...form]);
  if (signature !== null) headers["x-twilio-signature"] = signature ?? signed;
  return app.inject({ method: "POST", url: path, headers, payload: form.toString() });
}
