// Who may enter the inbox and how: its accounts, passkeys, sessions and one-time links, in a
// file of their own so that schema.ts stays under 300 lines.
import type { Generated } from "kysely";

/** A person invited to the inbox; revoked ones keep their row so a revoke is on record. */
export type AdminUserTable = {
  id: string;
  /** Lower-cased. */
  email: string;
  invited_at: string;
  revoked_at: string | null;
};

/** A registered passkey: its credential id (base64url), public key (base64url COSE). */
export type PasskeyTable = {
  id: string;
  user_id: string;
  public_key: string;
  /** The signature counter, as decimal text. */
  counter: string;
  /** JSON array of the transports the browser reported. */
  transports: string;
  created_at: string;
  last_used_at: string | null;
  /** The browser and system it was added on, in words ("Chrome on Android"); null before 009. */
  device: Generated<string | null>;
};

/** A signed-in browser: the SHA-256 of its cookie's token, never the token itself. */
export type SessionTable = {
  id_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  /** The browser and system it signed in from, in words; null before migration 009. */
  device: Generated<string | null>;
};

/** An invite (24 h) or a sign-in link (15 min), single use, kept as a SHA-256 hash. */
export type OneTimeTokenTable = {
  hash: string;
  kind: "invite" | "link";
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/** A WebAuthn challenge handed out and not yet answered. */
export type WebauthnChallengeTable = {
  id: string;
  challenge: string;
  purpose: "register" | "sign_in";
  /** Who registers; null for a sign-in, where the passkey names the person. */
  user_id: string | null;
  expires_at: string;
};
