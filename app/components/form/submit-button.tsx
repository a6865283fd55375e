import { Button } from "~/components/ui/button";
import { useHydrated } from "./use-hydrated";

/**
 * The form's submit button. It is disabled in the prerendered HTML and enabled once the
 * form has hydrated, so no native submit can send the visitor's details in a URL
 * (docs/decisions/030-quote-form-needs-javascript.md). While sending it reads 'Sending...'.
 */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      size="lg"
      loading={sending}
      disabled={!hydrated}
      className="w-full sm:w-auto sm:self-start"
    >
      {sending ? sendingLabel : label}
    </Button>
  );
}
