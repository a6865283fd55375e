import { createContext, useContext } from "react";
import type { AdminClient } from "~/admin/client/client";
import type { AdminView } from "./route";

/** What every inbox screen needs from the island: the API, the router and the live region. */
export type AdminTools = {
  client: AdminClient;
  /** Moves to another screen, as a link would, without reloading the page. */
  navigate: (view: AdminView) => void;
  /** Says something in the polite live region, for screen readers. */
  announce: (text: string) => void;
};

export const AdminContext = createContext<AdminTools | null>(null);

export function useAdmin(): AdminTools {
  const tools = useContext(AdminContext);
  if (!tools) throw new Error("useAdmin needs an AdminContext provider");
  return tools;
}
