import { AdminApp } from "~/admin/admin-app";

/** The owner's inbox at /admin: the page's one island, hydrated at once (a tool, not a page to read). */
export default function AdminIsland() {
  return <AdminApp />;
}
