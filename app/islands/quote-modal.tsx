import { useStore } from "@nanostores/react";
import { lazy, Suspense } from "react";
import { useHydrated } from "~/components/form/use-hydrated";
import {
  $quoteDialog,
  closeQuoteDialog,
  openQuoteDialog,
  quoteLinkAttribute,
  quoteOptionsOf,
} from "~/lib/quote-dialog";

const ContactModal = lazy(() => import("~/sections/quote/contact-modal"));

/** A plain click on a quote link opens the dialog; a new-tab click still follows the link. */
function onDocumentClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link =
    event.target instanceof Element ? event.target.closest(`a[${quoteLinkAttribute}]`) : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  event.preventDefault();
  openQuoteDialog(quoteOptionsOf(link));
}

// Listening from the moment this module arrives, before React hydrates: the click that
// woke the island is replayed then (app/lib/interact-directive.ts) and must open the dialog.
if (typeof document !== "undefined") document.addEventListener("click", onDocumentClick);

/**
 * The site's one quote dialog. It upgrades every quote link of the page to open the
 * dialog, and opens when any island asks through the store. The dialog's code, with the
 * form's, is fetched the first time it opens.
 */
export default function QuoteModal() {
  const { open, session, service, title, subtitle } = useStore($quoteDialog);
  // The prerendered HTML holds no dialog, so hydration must not either, even when the
  // store already asks for one.
  const hydrated = useHydrated();

  if (!hydrated || session === 0) return null;
  return (
    <Suspense fallback={null}>
      <ContactModal
        key={session}
        open={open}
        onOpenChange={(next) => (next ? undefined : closeQuoteDialog())}
        service={service}
        title={title}
        subtitle={subtitle}
      />
    </Suspense>
  );
}
