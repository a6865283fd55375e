import { ArrowLeft } from "lucide-react";
import { useAdmin } from "~/admin/admin-context";
import { opensInPlace } from "~/admin/route";
import { routes } from "~contracts/routes";

/** The link back to the list, which opens in place unless the owner asks for a new tab. */
export function BackToInbox({ label }: { label: string }) {
  const { navigate } = useAdmin();
  return (
    <a
      href={routes.admin}
      onClick={(event) => {
        if (!opensInPlace(event)) return;
        event.preventDefault();
        navigate({ screen: "inbox" });
      }}
      className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-control px-2 font-semibold text-ink-soft hover:bg-ink/5 hover:text-ink"
    >
      <ArrowLeft className="size-5" aria-hidden="true" />
      {label}
    </a>
  );
}
