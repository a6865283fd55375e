import type { ReactNode, RefObject } from "react";
import { needsScriptAttribute, NoScriptNote, type NoScriptCopy } from "./noscript-note";
import { VerificationStep, type VerificationStepProps } from "./verification-step";

type FormShellProps = {
  /** Placed on the <form>, for in-page links and tests. */
  id?: string;
  formRef?: RefObject<HTMLFormElement | null>;
  /** Id of the visible heading that names the form; `label` names it otherwise. */
  labelledBy?: string;
  label?: string;
  /** The phone and e-mail alternative shown when the script cannot run. */
  noScript: NoScriptCopy;
  onSubmit: () => void;
  verification: VerificationStepProps;
  children: ReactNode;
};

/**
 * What every form of the site is made of: the no-JavaScript alternative, a <form> with
 * native validation off (the form validates as a whole and names each error itself), and the security
 * verification step that follows a valid submit.
 */
export function FormShell({
  id,
  formRef,
  labelledBy,
  label,
  noScript,
  onSubmit,
  verification,
  children,
}: FormShellProps) {
  return (
    <>
      <NoScriptNote copy={noScript} />
      <form
        id={id}
        ref={formRef}
        {...{ [needsScriptAttribute]: "" }}
        noValidate
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        className="grid gap-x-5 gap-y-2 [&_:focus-visible]:outline-focus"
      >
        {children}
      </form>
      <VerificationStep {...verification} />
    </>
  );
}
