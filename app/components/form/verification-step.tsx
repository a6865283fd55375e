import { lazy, Suspense } from "react";

// The dialog and every captcha module are fetched only once a valid form is submitted.
const SecurityVerificationDialog = lazy(() => import("./security-verification-dialog"));

export type VerificationStepProps = {
  open: boolean;
  /** True once a token was handed over and the message is on its way. */
  sending: boolean;
  onVerified: (token: string) => void;
  /** The visitor closed the dialog without verifying. */
  onCancel: () => void;
  /** The dialog has closed and handed focus back. */
  onClosed: () => void;
};

/** The 'Security Verification Required' step between a valid form and the send. */
export function VerificationStep({
  open,
  sending,
  onVerified,
  onCancel,
  onClosed,
}: VerificationStepProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SecurityVerificationDialog
        open
        onOpenChange={(next) => {
          if (!next) onCancel();
        }}
        onVerified={onVerified}
        sending={sending}
        onClosed={onClosed}
      />
    </Suspense>
  );
}
