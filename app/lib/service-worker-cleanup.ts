import { forgetNeverCached } from "./forget-never-cached";

/**
 * Runs inside /sw.js, which imports it (scripts/service-worker.mjs bundles it): when this
 * worker takes over, copies of the inbox or the API that an older worker kept are deleted
 * from every cache, so none of them is ever served again (decision 196).
 */
type Activation = Event & { waitUntil: (done: Promise<unknown>) => void };

self.addEventListener("activate", (event) => {
  (event as Activation).waitUntil(forgetNeverCached(caches));
});
