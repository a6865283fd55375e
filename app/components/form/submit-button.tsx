import { Button } from "~/components/ui/button";
import { useHydrated } from "./use-hydrated";

/**
 * The form's submit button. It is disabled in the prerendered HTML and enabled once a
 * script runs, so no native submit can send the visitor's details in a URL
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
      // Enabled by the island's directive as soon as a script runs; a tap then waits for
      // the form to hydrate instead of being lost (app/lib/interact-directive.ts).
      data-script-enables=""
      className="w-full sm:w-auto sm:self-start"
    >
      {sending ? sendingLabel : label}
    </Button>
  );
}
