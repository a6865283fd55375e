import { LogIn } from "lucide-react";
import { useState } from "react";
import { ScreenHeading } from "~/admin/parts/screen-heading";
import type { FragmentToken } from "~/admin/route";
import { Button } from "~/components/ui/button";
import { adminCopy } from "~content/admin";

const copy = adminCopy.continueSignIn;

type ContinueScreenProps = {
  kind: FragmentToken["kind"];
  /** Spends the token; the island then shows where it led (or why it was refused). */
  onContinue: () => Promise<void>;
};

/**
 * What an invite or sign-in link opens: the token waits, unspent, for the person's click.
 * A mail scanner that opens the link and runs its scripts only gets this far, so the link
 * still works when its owner opens it (issue 32).
 */
export function ContinueScreen({ kind, onContinue }: ContinueScreenProps) {
  const [busy, setBusy] = useState(false);

  async function proceed() {
    setBusy(true);
    try {
      await onContinue();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-md">
      <ScreenHeading>{copy.heading}</ScreenHeading>
      <p className="mt-2 text-ink-soft">{kind === "invite" ? copy.inviteLead : copy.linkLead}</p>
      <div className="card mt-6 p-5 sm:p-6">
        <Button size="lg" className="w-full" loading={busy} onClick={() => void proceed()}>
          {busy ? null : <LogIn className="size-5" aria-hidden="true" />}
          {copy.button}
        </Button>
        <p className="mt-3 text-sm text-ink-soft">{copy.onceOnly}</p>
      </div>
    </div>
  );
}
