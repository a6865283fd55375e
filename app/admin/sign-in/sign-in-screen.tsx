import { KeyRound, Mail } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { passkeyProblem, passkeysSupported, signInWithPasskey } from "~/admin/client/passkeys";
import { Notice } from "~/admin/parts/notice";
import { ScreenHeading } from "~/admin/parts/screen-heading";
import { controlClasses } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { adminCopy } from "~content/admin";

export type SignInNotice = { tone: "error" | "info" | "success"; text: string };

const copy = adminCopy.signIn;

/** Why a passkey sign-in did not go through, from the browser's prompt or the server. */
function passkeyRefusal(error: unknown): string {
  if (isApiFailure(error, 429)) return copy.tooMany;
  if (isApiFailure(error, 0)) return adminCopy.network;
  if (isApiFailure(error)) return error.status >= 500 ? adminCopy.serverError : copy.passkeyUnknown;
  return passkeyProblem(error) === "canceled" ? copy.passkeyCanceled : copy.passkeyUnknown;
}

type SignInScreenProps = {
  /** A message carried in from elsewhere: a refused link, an ended session. */
  notice?: SignInNotice;
  /** The address names a lead, which opens once the person is signed in. */
  openingLead: boolean;
  onSignedIn: () => void;
};

/** Sign-in by passkey, or by a one-time link e-mailed to an invited address. */
export function SignInScreen({ notice, openingLead, onSignedIn }: SignInScreenProps) {
  const { client } = useAdmin();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  const [linkBusy, setLinkBusy] = useState(false);
  const [linkAnswer, setLinkAnswer] = useState<SignInNotice | null>(null);

  async function signInByPasskey() {
    if (!passkeysSupported()) {
      setPasskeyError(copy.passkeyUnsupported);
      return;
    }
    setPasskeyBusy(true);
    setPasskeyError(null);
    try {
      await signInWithPasskey(client);
      onSignedIn();
    } catch (error) {
      setPasskeyError(passkeyRefusal(error));
    } finally {
      setPasskeyBusy(false);
    }
  }

  async function requestLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setLinkAnswer({ tone: "error", text: copy.emailMissing });
      return;
    }
    setLinkBusy(true);
    setLinkAnswer(null);
    try {
      await client.requestLink(address);
      setLinkAnswer({ tone: "success", text: copy.linkSent });
    } catch (error) {
      // The same answer for any address, known or not: only a refusal to send at all, or
      // no answer, is worth telling apart.
      if (isApiFailure(error, 429)) setLinkAnswer({ tone: "error", text: copy.tooMany });
      else if (isApiFailure(error, 0)) setLinkAnswer({ tone: "error", text: adminCopy.network });
      else setLinkAnswer({ tone: "success", text: copy.linkSent });
    } finally {
      setLinkBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-md">
      <ScreenHeading>{copy.heading}</ScreenHeading>
      <p className="mt-2 text-ink-soft">{copy.lead}</p>
      {openingLead ? <p className="mt-2 text-ink-soft">{copy.afterSignIn}</p> : null}
      {notice ? (
        <div className="mt-5">
          <Notice tone={notice.tone} role={notice.tone === "error" ? "alert" : "status"}>
            {notice.text}
          </Notice>
        </div>
      ) : null}

      <div className="card mt-6 p-5 sm:p-6">
        <Button
          size="lg"
          className="w-full"
          loading={passkeyBusy}
          onClick={() => void signInByPasskey()}
        >
          {passkeyBusy ? null : <KeyRound className="size-5" aria-hidden="true" />}
          {copy.passkey}
        </Button>
        <div aria-live="polite" className="empty:hidden mt-4">
          {passkeyBusy ? <p className="text-ink-soft">{copy.passkeyWorking}</p> : null}
          {passkeyError ? <Notice tone="error">{passkeyError}</Notice> : null}
        </div>
      </div>

      <section className="card mt-6 p-5 sm:p-6" aria-labelledby="sign-in-link-heading">
        <h2 id="sign-in-link-heading" className="text-h3">
          {copy.orLink}
        </h2>
        <p className="mt-1 text-ink-soft">{copy.linkLead}</p>
        <form className="mt-4" noValidate onSubmit={(event) => void requestLink(event)}>
          <label htmlFor="sign-in-email" className="mb-1.5 block font-semibold">
            {copy.emailLabel}
          </label>
          <input
            id="sign-in-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={controlClasses}
          />
          <Button type="submit" variant="secondary" className="mt-4 w-full" loading={linkBusy}>
            {linkBusy ? null : <Mail className="size-5" aria-hidden="true" />}
            {linkBusy ? copy.sending : copy.sendLink}
          </Button>
          <div aria-live="polite" className="empty:hidden mt-4">
            {linkAnswer ? <Notice tone={linkAnswer.tone}>{linkAnswer.text}</Notice> : null}
          </div>
        </form>
      </section>
    </div>
  );
}
