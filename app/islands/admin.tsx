import { useEffect } from "react";
import { AdminApp } from "~/admin/admin-app";
import { loadPageScript } from "~/lib/page-script-loader";

/**
 * The owner's inbox at /admin: the page's one island, hydrated at once (a tool, not a page
 * to read). It starts the page's own script, which registers the service worker the inbox
 * works offline with (decision 222).
 */
export default function AdminIsland() {
  useEffect(() => {
    void loadPageScript({ now: true });
  }, []);
  return <AdminApp />;
}
