import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createAdminClient, isApiFailure } from "~/admin/client/client";
import { defaultInboxQuery, type InboxQuery } from "~/admin/client/inbox-query";
import { hasPasskeyOnDevice } from "~/admin/client/passkeys";
import { EntryScreen } from "~/admin/entry/entry-screen";
import { AgendaScreen } from "~/admin/agenda/agenda-screen";
import { askForListEarly } from "~/admin/inbox/early-list";
import { InboxScreen } from "~/admin/inbox/inbox-screen";
import { InboxSkeleton } from "~/admin/inbox/inbox-skeleton";
import { LoadingScreen } from "~/admin/parts/loading-screen";
import type { ToastMessage, ToastUndo } from "~/admin/parts/toast";
import { ScheduleScreen } from "~/admin/schedule/schedule-screen";
import { SecurityScreen } from "~/admin/security/security-screen";
import { SourcesScreen } from "~/admin/sources/sources-screen";
import { ContinueScreen } from "~/admin/sign-in/continue-screen";
import { PasskeyOffer } from "~/admin/sign-in/passkey-offer";
import { SignInScreen, type SignInNotice } from "~/admin/sign-in/sign-in-screen";
import { adminCopy } from "~content/admin";
import type { SessionInfo } from "~contracts/admin-api";
import {
  pathOfView,
  tokenFromFragment,
  viewFromPath,
  type AdminView,
  type FragmentToken,
} from "./route";
import { AdminContext, type AdminTools } from "./admin-context";
import { AdminShell } from "./admin-shell";

type Auth =
  | { state: "checking" }
  | { state: "signed-out"; notice?: SignInNotice }
  | { state: "continue"; token: FragmentToken }
  | { state: "offer-passkey"; email: string; reason: "invite" | "link" }
  | { state: "signed-in"; session: SessionInfo };

/** Why a one-time link was refused, in the words the sign-in screen shows. */
function tokenRefusal(error: unknown, kind: FragmentToken["kind"]): SignInNotice {
  if (isApiFailure(error, 429)) return { tone: "error", text: adminCopy.signIn.tooMany };
  if (isApiFailure(error, 0)) return { tone: "error", text: adminCopy.network };
  if (isApiFailure(error) && error.status >= 500) {
    return { tone: "error", text: adminCopy.serverError };
  }
  return {
    tone: "error",
    text: kind === "invite" ? adminCopy.token.inviteExpired : adminCopy.token.linkExpired,
  };
}

/** Why the island could not tell who is signed in; a plain 401 just means nobody is. */
function sessionFailure(error: unknown): SignInNotice | undefined {
  if (isApiFailure(error, 401)) return undefined;
  return {
    tone: "error",
    text: isApiFailure(error, 0) ? adminCopy.network : adminCopy.serverError,
  };
}

/**
 * The owner's inbox: who is signed in decides the screen, and once signed in the address
 * bar does (the server sends this page for every path under /admin). A session that ends
 * mid-way, shown by any 401, returns to sign-in on the same address, so the lead a text
 * linked to opens right after.
 */
export function AdminApp() {
  const [auth, setAuth] = useState<Auth>({ state: "checking" });
  const [view, setView] = useState<AdminView>({ screen: "inbox" });
  const [query, setQuery] = useState<InboxQuery>(defaultInboxQuery);
  const [announcement, setAnnouncement] = useState("");
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const started = useRef(false);

  const announce = useCallback((text: string, undo?: ToastUndo) => {
    // Emptied first, so the same words said twice are read twice.
    setAnnouncement("");
    window.setTimeout(() => setAnnouncement(text), 60);
    // Seen as well as heard (issue 52): each call is a toast of its own.
    setToast((current) => ({ key: (current?.key ?? 0) + 1, text, undo }));
  }, []);

  const client = useMemo(
    () =>
      createAdminClient({
        onSignedOut: () =>
          setAuth((current) => {
            if (current.state === "signed-out") return current;
            return current.state === "signed-in"
              ? { state: "signed-out", notice: { tone: "info", text: adminCopy.sessionEnded } }
              : { state: "signed-out" };
          }),
      }),
    [],
  );

  const navigate = useCallback((next: AdminView) => {
    const path = pathOfView(next);
    if (path !== location.pathname) history.pushState(null, "", path);
    setView(next);
    window.scrollTo(0, 0);
  }, []);

  const tools = useMemo<AdminTools>(
    () => ({ client, navigate, announce }),
    [client, navigate, announce],
  );

  const enterInbox = useCallback(
    () =>
      client.session().then(
        (session) => setAuth({ state: "signed-in", session }),
        (failure: unknown) => setAuth({ state: "signed-out", notice: sessionFailure(failure) }),
      ),
    [client],
  );

  const redeem = useCallback(
    ({ kind, token }: FragmentToken) =>
      client
        .redeem(kind, token)
        .then(async ({ email }): Promise<Auth> => {
          if (kind === "invite") return { state: "offer-passkey", email, reason: "invite" };
          const session = await client.session();
          return session.passkeys === 0 || !hasPasskeyOnDevice(session.email)
            ? { state: "offer-passkey", email: session.email, reason: "link" }
            : { state: "signed-in", session };
        })
        .then(setAuth, (failure: unknown) =>
          setAuth({ state: "signed-out", notice: tokenRefusal(failure, kind) }),
        ),
    [client],
  );

  useEffect(() => {
    const follow = () => setView(viewFromPath(location.pathname));
    /** A token in the fragment, read once, then gone from the address bar, history and bookmarks. */
    const takeToken = () => {
      const token = tokenFromFragment(location.hash);
      if (token) history.replaceState(history.state, "", location.pathname + location.search);
      return token;
    };
    // A link opened in a tab already on /admin changes only the fragment: no new page loads.
    // Loaded or arriving, the token waits for a click on Continue: a mail scanner that
    // opens the link and runs its scripts must not spend it.
    const holdArriving = () => {
      const token = takeToken();
      if (token) setAuth({ state: "continue", token });
      return token !== null;
    };
    follow();
    window.addEventListener("popstate", follow);
    window.addEventListener("hashchange", holdArriving);
    if (!started.current) {
      started.current = true;
      if (!holdArriving()) {
        // The list is asked for beside the session, not after it (issue 56).
        if (viewFromPath(location.pathname).screen === "inbox") {
          askForListEarly(client.inbox, defaultInboxQuery);
        }
        void enterInbox();
      }
    }
    return () => {
      window.removeEventListener("popstate", follow);
      window.removeEventListener("hashchange", holdArriving);
    };
  }, [enterInbox, client]);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await client.signOut();
      setAuth({ state: "signed-out" });
    } catch (error) {
      if (isApiFailure(error, 401)) setAuth({ state: "signed-out" });
      else announce(adminCopy.signOutFailed);
    } finally {
      setSigningOut(false);
    }
  }, [client, announce]);

  return (
    <AdminContext.Provider value={tools}>
      <AdminShell
        email={auth.state === "signed-in" ? auth.session.email : null}
        onSignOut={() => void signOut()}
        signingOut={signingOut}
        announcement={announcement}
        toast={toast}
      >
        {auth.state === "checking" && view.screen === "inbox" ? (
          <InboxSkeleton text={adminCopy.loading} />
        ) : null}
        {auth.state === "checking" && view.screen !== "inbox" ? (
          <LoadingScreen text={adminCopy.loading} />
        ) : null}
        {auth.state === "signed-out" ? (
          <SignInScreen
            notice={auth.notice}
            openingLead={view.screen === "lead"}
            onSignedIn={() => void enterInbox()}
          />
        ) : null}
        {auth.state === "continue" ? (
          <ContinueScreen kind={auth.token.kind} onContinue={() => redeem(auth.token)} />
        ) : null}
        {auth.state === "offer-passkey" ? (
          <PasskeyOffer email={auth.email} reason={auth.reason} onDone={() => void enterInbox()} />
        ) : null}
        {auth.state === "signed-in" && view.screen === "inbox" ? (
          <InboxScreen query={query} onQueryChange={setQuery} />
        ) : null}
        {auth.state === "signed-in" && view.screen === "lead" ? (
          <EntryScreen key={view.id} id={view.id} />
        ) : null}
        {auth.state === "signed-in" && view.screen === "sources" ? <SourcesScreen /> : null}
        {auth.state === "signed-in" && view.screen === "schedule" ? <ScheduleScreen /> : null}
        {auth.state === "signed-in" && view.screen === "agenda" ? <AgendaScreen /> : null}
        {auth.state === "signed-in" && view.screen === "security" ? (
          <SecurityScreen
            email={auth.session.email}
            onSignedOut={() => setAuth({ state: "signed-out" })}
          />
        ) : null}
      </AdminShell>
    </AdminContext.Provider>
  );
}
