import { Fingerprint } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import {
  createPasskey,
  passkeyProblem,
  passkeysSupported,
  rememberPasskeyOnDevice,
} from "~/admin/client/passkeys";
import { BackToInbox } from "~/admin/parts/back-to-inbox";
import { LoadingScreen } from "~/admin/parts/loading-screen";
import { LoadFailed } from "~/admin/parts/load-failed";
import { Notice } from "~/admin/parts/notice";
import { Panel } from "~/admin/parts/panel";
import { ScreenHeading } from "~/admin/parts/screen-heading";
import { formatAge, formatDateTime } from "~/admin/parts/time";
import { useNow } from "~/admin/parts/use-now";
import { Button } from "~/components/ui/button";
import { adminCopy } from "~content/admin";
import type { PasskeySummary, SecurityInfo, SessionSummary } from "~contracts/admin-api";

const copy = adminCopy.security;
const passkeysId = "security-passkeys";
const sessionsId = "security-sessions";

type Load =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; info: SecurityInfo };

function Item({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">{children}</div>
      <div className="shrink-0">{action}</div>
    </li>
  );
}

type SecurityScreenProps = {
  email: string;
  /** This browser's own session was signed out from the list. */
  onSignedOut: () => void;
};

/**
 * One's own passkeys and live sessions, each with a button that removes it or signs it
 * out: where a passkey notice sends a person who did not add that passkey.
 */
export function SecurityScreen({ email, onSignedOut }: SecurityScreenProps) {
  const { client, announce } = useAdmin();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ panel: string; text: string } | null>(null);
  const now = useNow();

  const refresh = useCallback(
    () =>
      client.security().then(
        (info) => setLoad({ state: "ready", info }),
        (failure: unknown) => {
          if (isApiFailure(failure, 401)) return;
          setLoad({
            state: "failed",
            message: isApiFailure(failure, 0) ? adminCopy.network : copy.loadFailed,
          });
        },
      ),
    [client],
  );

  useEffect(() => {
    document.title = `${copy.heading} | ${adminCopy.page.title}`;
    void refresh();
    return () => {
      document.title = adminCopy.page.title;
    };
  }, [refresh]);

  /** The button pressed is gone with its row: the keyboard goes to the list's heading. */
  function focusPanel(id: string) {
    window.requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  async function act(id: string, panel: string, work: () => Promise<void>, failed: string) {
    setBusy(id);
    setProblem(null);
    try {
      await work();
    } catch (failure) {
      if (!isApiFailure(failure, 401)) setProblem({ panel, text: failed });
    } finally {
      setBusy(null);
    }
  }

  const removePasskey = (key: PasskeySummary) =>
    act(
      key.id,
      passkeysId,
      async () => {
        await client.removePasskey(key.id);
        announce(copy.removed(key.device));
        await refresh();
        focusPanel(passkeysId);
      },
      copy.removeFailed,
    );

  const signOut = (session: SessionSummary) =>
    act(
      session.id,
      sessionsId,
      async () => {
        await client.removeSession(session.id);
        if (session.current) {
          onSignedOut();
          return;
        }
        announce(copy.signedOut(session.device));
        await refresh();
        focusPanel(sessionsId);
      },
      copy.signOutFailed,
    );

  async function addPasskey() {
    setBusy("add");
    setProblem(null);
    try {
      await createPasskey(client);
      rememberPasskeyOnDevice(email);
      announce(copy.passkeySaved);
      await refresh();
    } catch (failure) {
      if (isApiFailure(failure, 401)) return;
      const why = isApiFailure(failure) ? "failed" : passkeyProblem(failure);
      if (why === "duplicate") rememberPasskeyOnDevice(email);
      const offer = adminCopy.passkeyOffer;
      setProblem({
        panel: passkeysId,
        text:
          why === "canceled"
            ? offer.canceled
            : why === "duplicate"
              ? offer.duplicate
              : offer.failed,
      });
    } finally {
      setBusy(null);
    }
  }

  const back = <BackToInbox label={copy.back} />;

  const problemIn = (panel: string) =>
    problem?.panel === panel ? (
      <Notice tone="error" role="alert">
        {problem.text}
      </Notice>
    ) : null;

  return (
    <div>
      {back}
      <div className="mt-3">
        <ScreenHeading>{copy.heading}</ScreenHeading>
        <p className="mt-2 max-w-2xl text-ink-soft">{copy.lead}</p>
      </div>
      {load.state === "loading" ? <LoadingScreen text={adminCopy.loading} /> : null}
      {load.state === "failed" ? (
        <div className="mt-6">
          <LoadFailed message={load.message} onRetry={() => void refresh()} />
        </div>
      ) : null}
      {load.state === "ready" ? (
        <div className="mt-6 flex flex-col gap-5 lg:grid lg:grid-cols-2 lg:items-start">
          <Panel id={passkeysId} title={copy.passkeysHeading}>
            {load.info.passkeys.length === 0 ? (
              <p className="mt-3 text-ink-soft">{copy.noPasskeys}</p>
            ) : (
              <ul className="divide-y divide-line">
                {load.info.passkeys.map((key) => {
                  const added = formatDateTime(key.createdAt, now);
                  return (
                    <Item
                      key={key.id}
                      action={
                        <Button
                          variant="danger-quiet"
                          size="sm"
                          aria-label={copy.removeName(key.device, added)}
                          loading={busy === key.id}
                          disabled={busy !== null && busy !== key.id}
                          onClick={() => void removePasskey(key)}
                        >
                          {copy.remove}
                        </Button>
                      }
                    >
                      <p className="font-semibold break-words">{key.device}</p>
                      <p className="text-[0.9375rem] text-ink-muted">
                        <time dateTime={key.createdAt}>{copy.added(added)}</time>
                        {". "}
                        {key.lastUsedAt ? (
                          <time dateTime={key.lastUsedAt}>
                            {copy.lastUsed(formatAge(key.lastUsedAt, now))}
                          </time>
                        ) : (
                          copy.neverUsed
                        )}
                      </p>
                    </Item>
                  );
                })}
              </ul>
            )}
            <div aria-live="polite" className="empty:hidden mt-3">
              {problemIn(passkeysId)}
            </div>
            {passkeysSupported() ? (
              <Button
                variant="secondary"
                className="mt-4"
                loading={busy === "add"}
                disabled={busy !== null && busy !== "add"}
                onClick={() => void addPasskey()}
              >
                {busy === "add" ? null : <Fingerprint className="size-5" aria-hidden="true" />}
                {copy.addPasskey}
              </Button>
            ) : null}
          </Panel>
          <Panel id={sessionsId} title={copy.sessionsHeading}>
            <ul className="divide-y divide-line">
              {load.info.sessions.map((session) => {
                const signedIn = formatDateTime(session.signedInAt, now);
                return (
                  <Item
                    key={session.id}
                    action={
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={
                          session.current
                            ? copy.signOutThisName
                            : copy.signOutName(session.device, signedIn)
                        }
                        loading={busy === session.id}
                        disabled={busy !== null && busy !== session.id}
                        onClick={() => void signOut(session)}
                      >
                        {copy.signOut}
                      </Button>
                    }
                  >
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold break-words">
                      {session.device}
                      {session.current ? (
                        <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-sm font-semibold text-success ring-1 ring-green-300 ring-inset">
                          {copy.thisDevice}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-[0.9375rem] text-ink-muted">
                      <time dateTime={session.signedInAt}>{copy.signedIn(signedIn)}</time>
                      {". "}
                      <time dateTime={session.lastSeenAt}>
                        {copy.lastActive(formatAge(session.lastSeenAt, now))}
                      </time>
                    </p>
                  </Item>
                );
              })}
            </ul>
            <div aria-live="polite" className="empty:hidden mt-3">
              {problemIn(sessionsId)}
            </div>
          </Panel>
        </div>
      ) : null}
    </div>
  );
}
