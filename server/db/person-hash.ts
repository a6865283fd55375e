import { createHash, createHmac } from "node:crypto";

/**
 * The key of the hashes that outlive a person's data: an opt-out's phone and the erasure
 * ledger's e-mail or phone (decision 230). A plain SHA-256 of a phone number is undone by
 * hashing every number of an area code; an HMAC is not without the key, and the key is
 * never in the database or the backup.
 *
 * The senders ask "did this phone say STOP?" with only a database in hand, so the key is
 * the process's: one process serves one DATA_DIR and one database, and its key is set
 * where its configuration is read (the app and the command-line tools). It is resolved on
 * the first hash, so a command that hashes nothing creates no key file.
 */

export type PersonHashSetup = {
  /** The key's source; called once, on the first hash. */
  key: () => string;
  /** Where the ledger of erasures and consents is kept; unset, nothing is recorded. */
  ledgerDir?: string;
};

let setup: PersonHashSetup | undefined;
let resolved: Buffer | undefined;

export function setPersonHashKey(next: PersonHashSetup): void {
  setup = next;
  resolved = undefined;
}

function key(): Buffer {
  if (!setup) throw new Error("the person hash key was not set (setPersonHashKey)");
  // A label of our own, so a hash of a person is never a valid signature of the secret's
  // other use (the photo links).
  resolved ??= createHmac("sha256", setup.key()).update("person-hash-key").digest();
  return resolved;
}

/** Where this process records erasures and consents, when it does. */
export function ledgerDir(): string | undefined {
  return setup?.ledgerDir;
}

/** HMAC-SHA-256 of a person's labelled key (`phone:+1…`), hex. */
export function personHmac(text: string): string {
  return createHmac("sha256", key()).update(text).digest("hex");
}

/**
 * The unkeyed hash rows were stored under before decision 230. Looked up, never written:
 * they stay honored until they age out.
 */
export function legacyHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** What the database and the ledger keep to tell the key changed: an HMAC of a fixed label. */
export function keyCheckValue(): string {
  return personHmac("key-check");
}
