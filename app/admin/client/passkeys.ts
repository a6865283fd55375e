import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import type { AdminClient } from "./client";
import { inboxStoragePrefix } from "./forget-on-device";

/**
 * Which addresses made or used a passkey in this browser. The server cannot tell which
 * device a session came from, so after a sign-in link the island asks this browser whether
 * it already has one before offering to add another. Sign-out forgets it with the inbox's
 * other keys: it names the owner.
 */
const deviceKey = `${inboxStoragePrefix}passkeys-on-device`;

function addressesOnDevice(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(deviceKey) ?? "[]");
    return Array.isArray(stored) ? stored.filter((item) => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export function hasPasskeyOnDevice(email: string): boolean {
  return addressesOnDevice().includes(email.toLowerCase());
}

export function rememberPasskeyOnDevice(email: string) {
  const addresses = new Set(addressesOnDevice());
  addresses.add(email.toLowerCase());
  try {
    localStorage.setItem(deviceKey, JSON.stringify([...addresses]));
  } catch {
    // Private browsing may refuse storage; the offer then simply shows again next time.
  }
}

export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

/** What went wrong in the browser's own passkey prompt, as the screens word it. */
export type PasskeyProblem = "canceled" | "duplicate" | "failed";

/** The browser's WebAuthn errors, by name: a dismissed prompt, or a passkey already there. */
export function passkeyProblem(error: unknown): PasskeyProblem {
  const name = error instanceof Error ? error.name : "";
  const code = typeof error === "object" && error && "code" in error ? String(error.code) : "";
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") {
    return "duplicate";
  }
  if (name === "NotAllowedError" || name === "AbortError") return "canceled";
  return "failed";
}

/** Registers a passkey on this device for the signed-in person. */
export async function createPasskey(client: AdminClient) {
  const { challengeId, options } = await client.registrationOptions();
  const response = await startRegistration({ optionsJSON: options });
  await client.registerPasskey(challengeId, response);
}

/** Signs in with a passkey of this device; the server sets the session cookie. */
export async function signInWithPasskey(client: AdminClient) {
  const { challengeId, options } = await client.signInOptions();
  const response = await startAuthentication({ optionsJSON: options });
  await client.signIn(challengeId, response);
}
