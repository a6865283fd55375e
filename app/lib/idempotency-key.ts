/**
 * One key per quote request, sent as the `Idempotency-Key` header: a resend of the same
 * request (after a timeout or an error) carries the same key, so the server, which may
 * have stored the first send after all, stores the lead once. Only the server's verdict
 * (stored, or refused) ends the request; the next one gets a new key (decision 189).
 */

type RandomSource = Pick<Crypto, "getRandomValues"> & { randomUUID?: () => string };

/** A random version-4 UUID; `randomUUID` is only there on secure (HTTPS) pages. */
export function newIdempotencyKey(random: RandomSource = globalThis.crypto): string {
  if (typeof random.randomUUID === "function") return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key of the request being sent: kept across resends, renewed once one is settled. */
export function createRequestKey(make: () => string = newIdempotencyKey) {
  let key: string | null = null;
  return {
    current(): string {
      key ??= make();
      return key;
    },
    /** The request was stored or refused: whatever is sent next is a new request. */
    renew(): void {
      key = null;
    },
  };
}

export type RequestKey = ReturnType<typeof createRequestKey>;
