import { routes } from "~contracts/routes";

/** The screens a signed-in person moves between, read from the address bar. */
export type AdminView =
  | { screen: "inbox" }
  | { screen: "lead"; id: string }
  | { screen: "security" }
  | { screen: "sources" }
  | { screen: "schedule" }
  | { screen: "agenda" };

const leadPrefix = routes.adminLead("");

/**
 * The view an /admin address shows. The server sends the same page for every path under
 * /admin, so the island decides: a lead's own path opens it, anything else is the inbox.
 */
export function viewFromPath(pathname: string): AdminView {
  const path = pathname.replace(/\/+$/, "");
  if (path === routes.adminSecurity) return { screen: "security" };
  if (path === routes.adminSources) return { screen: "sources" };
  if (path === routes.adminSchedule) return { screen: "schedule" };
  if (path === routes.adminAgenda) return { screen: "agenda" };
  if (path.startsWith(leadPrefix)) {
    const rest = path.slice(leadPrefix.length);
    if (rest && !rest.includes("/")) {
      try {
        return { screen: "lead", id: decodeURIComponent(rest) };
      } catch {
        // A malformed escape is no lead's id.
      }
    }
  }
  return { screen: "inbox" };
}

export function pathOfView(view: AdminView): string {
  if (view.screen === "security") return routes.adminSecurity;
  if (view.screen === "sources") return routes.adminSources;
  if (view.screen === "schedule") return routes.adminSchedule;
  if (view.screen === "agenda") return routes.adminAgenda;
  return view.screen === "lead" ? routes.adminLead(view.id) : routes.admin;
}

/** A one-time token handed over in the address's fragment, which no server log sees. */
export type FragmentToken = { kind: "invite" | "link"; token: string };

export function tokenFromFragment(hash: string): FragmentToken | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  for (const kind of ["invite", "link"] as const) {
    const token = params.get(kind)?.trim();
    if (token) return { kind, token };
  }
  return null;
}

type Click = {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};

/** A click on a link opens it in place, unless the person asked for a new tab or window. */
export function opensInPlace(click: Click): boolean {
  return !(
    click.defaultPrevented ||
    click.button !== 0 ||
    click.metaKey ||
    click.ctrlKey ||
    click.shiftKey ||
    click.altKey
  );
}
