import { Fingerprint } from "lucide-react";
import { useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import {
  createPasskey,
  passkeyProblem,
  passkeysSupported,
  rememberPasskeyOnDevice,
} from "~/admin/client/passkeys";
import { Notice } from "~/admin/parts/notice";
import { ScreenHeading } from "~/admin/parts/screen-heading";
import { Button } from "~/components/ui/button";
import { adminCopy } from "~content/admin";

const copy = adminCopy.passkeyOffer;

function registrationProblem(error: unknown): string {
  if (isApiFailure(error, 0)) return adminCopy.network;
  if (isApiFailure(error)) return error.status >= 500 ? adminCopy.serverError : copy.failed;
  const problem = passkeyProblem(error);
  return problem === "canceled"
    ? copy.canceled
    : problem === "duplicate"
      ? copy.duplicate
      : copy.failed;
}

type PasskeyOfferProps = {
  email: string;
  /** An invite's whole point is the passkey; after a sign-in link it is a suggestion. */
  reason: "invite" | "link";
  onDone: () => void;
};

/** Right after an invite or a sign-in link: save a passkey on this device, or carry on. */
export function PasskeyOffer({ email, reason, onDone }: PasskeyOfferProps) {
  const { client, announce } = useAdmin();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const supported = passkeysSupported();

  async function create() {
    setBusy(true);
    setProblem(null);
    try {
      await createPasskey(client);
      rememberPasskeyOnDevice(email);
      announce(copy.created);
      onDone();
    } catch (error) {
      const message = registrationProblem(error);
      if (message === copy.duplicate) rememberPasskeyOnDevice(email);
      setProblem(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-md">
      <ScreenHeading>{copy.heading}</ScreenHeading>
      <p className="mt-2 text-ink-soft">
        {reason === "invite" ? copy.inviteLead(email) : copy.linkLead}
      </p>
      <div className="card mt-6 p-5 sm:p-6">
        {supported ? (
          <Button size="lg" className="w-full" loading={busy} onClick={() => void create()}>
            {busy ? null : <Fingerprint className="size-5" aria-hidden="true" />}
            {copy.create}
          </Button>
        ) : (
          <Notice tone="info">{adminCopy.signIn.passkeyUnsupported}</Notice>
        )}
        <div aria-live="polite" className="empty:hidden mt-4">
          {busy ? <p className="text-ink-soft">{copy.creating}</p> : null}
          {problem ? <Notice tone="error">{problem}</Notice> : null}
        </div>
        <Button variant="ghost" className="mt-3 w-full" onClick={onDone} disabled={busy}>
          {copy.later}
        </Button>
      </div>
    </div>
  );
}
