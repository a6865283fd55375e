import { createContext, useContext } from "react";
import type { AdminClient } from "~/admin/client/client";
import type { ToastUndo } from "~/admin/parts/toast";
import type { AdminView } from "./route";

/** What every inbox screen needs from the island: the API, the router and the live region. */
export type AdminTools = {
  client: AdminClient;
  /** Moves to another screen, as a link would, without reloading the page. */
  navigate: (view: AdminView) => void;
  /**
   * Says something in the polite live region, for screen readers, and shows it in the
   * toast; `undo` adds the toast's Undo while a queued message can be taken back.
   */
  announce: (text: string, undo?: ToastUndo) => void;
};

export const AdminContext = createContext<AdminTools | null>(null);

export function useAdmin(): AdminTools {
  const tools = useContext(AdminContext);
  if (!tools) throw new Error("useAdmin needs an AdminContext provider");
  return tools;
}
