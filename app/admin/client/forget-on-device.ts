import { forgetNeverCached } from "~/lib/forget-never-cached";

/**
 * Every key the inbox keeps in localStorage or sessionStorage starts with this. A visitor's
 * form draft never does (`quote-draft:`), so sign-out can drop the one without the other.
 */
export const inboxStoragePrefix = "admin-";

function dropInboxKeys(storage: () => Storage) {
  try {
    const store = storage();
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) {
      if (key?.startsWith(inboxStoragePrefix)) store.removeItem(key);
    }
  } catch {
    // Storage blocked (privacy settings) holds nothing of ours either.
  }
}

/**
 * After sign-out, nothing of the inbox stays on this device: copies of its pages and API
 * answers go from every Cache Storage cache (an older service worker may have kept a
 * lead's photo there), and so do the inbox's own storage keys. Done here, key by key,
 * rather than by `Clear-Site-Data: "storage"`, which would also remove the service worker
 * and the visitors' form drafts (decision 196).
 */
export async function forgetInboxOnDevice(): Promise<void> {
  dropInboxKeys(() => localStorage);
  dropInboxKeys(() => sessionStorage);
  if (typeof caches === "undefined") return;
  await forgetNeverCached(caches).catch(() => 0);
}
