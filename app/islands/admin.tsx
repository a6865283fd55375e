import { useEffect } from "react";
import { AdminApp } from "~/admin/admin-app";
import { registerServiceWorker } from "~/lib/service-worker";

/**
 * The owner's inbox at /admin: the page's one island, hydrated at once (a tool, not a page
 * to read). It registers the service worker the inbox works offline with; the public
 * site's page script (links that glide, prefetching, the visit's source) is not the
 * inbox's and is not fetched here (decision 248).
 */
export default function AdminIsland() {
  useEffect(() => {
    registerServiceWorker();
  }, []);
  return <AdminApp />;
}
