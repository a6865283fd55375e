/** One route of the worker's runtime caching; Workbox calls the matcher with the request and its URL. */
export type CacheRoute = {
  urlPattern: (match: { request: { mode: string }; url: URL }) => boolean;
  handler: "NetworkFirst" | "CacheFirst";
  options: { cacheName: string };
};

export const runtimeCaching: CacheRoute[];

/** The scripts and styles the home page loads first, read from its HTML. */
export function shellFiles(html: string): string[];

/** Writes /sw.js (and the clean-up it imports) into the built site. */
export function writeServiceWorker(clientDir: string): Promise<{ count: number; size: number }>;
