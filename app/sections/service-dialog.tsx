import { Check } from "lucide-react";
import { useRef } from "react";
import { ResponsivePicture } from "~/components/responsive-picture";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { serviceDialogContent } from "~/content/home";
import { fallbackServicePhoto } from "~/content/services";
import { getPhoto } from "~/lib/photos";
import type { CatalogueEntry } from "~/lib/services";

export type ServiceDialogAction = "quote" | "contact";

type ServiceDialogProps = {
  service: CatalogueEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: typeof serviceDialogContent;
  /**
   * Runs once the dialog has closed and focus is settled: 'quote' after focus went back to
   * the service card (so the quote dialog returns it there too), 'contact' instead of it.
   */
  onAction: (action: ServiceDialogAction, service: CatalogueEntry) => void;
};

/** Details of one service from the carousel: photo and badge, description, what we offer. */
export function ServiceDialog({
  service,
  open,
  onOpenChange,
  content,
  onAction,
}: ServiceDialogProps) {
  const pending = useRef<ServiceDialogAction | null>(null);

  const closeThen = (action: ServiceDialogAction) => {
    pending.current = action;
    onOpenChange(false);
  };

  const onCloseAutoFocus = (event: Event) => {
    const action = pending.current;
    pending.current = null;
    if (action === "contact") {
      // Focus goes to the contact section instead of back to the card far above it.
      event.preventDefault();
      onAction(action, service);
    } else if (action === "quote") {
      // Radix focuses the card right after this event; open the next dialog after that.
      window.setTimeout(() => onAction(action, service), 0);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={service.name}
      size="lg"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="relative mt-2 overflow-hidden rounded-card">
        <ResponsivePicture
          photo={getPhoto(service.photo)}
          fallback={getPhoto(fallbackServicePhoto)}
          alt=""
          sizes="(min-width: 768px) 720px, 100vw"
          className="block aspect-[16/9]"
          imgClassName="h-full w-full object-cover"
        />
        <span className="absolute top-4 left-4 rounded-full bg-card px-3 py-1 text-sm font-semibold text-ink shadow-sm">
          {service.badgeText}
        </span>
      </div>
      <p className="mt-5 text-lg text-ink-soft">{service.description}</p>
      <h3 className="mt-6 text-h3">{content.offerHeading}</h3>
      <ul className="mt-3 grid gap-2.5 sm:grid-cols-2">
        {service.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-1 size-5 shrink-0 text-success" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-7 grid gap-3 border-t border-line pt-6 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={() => closeThen("contact")}>
          {content.contactUs}
        </Button>
        <Button variant="primary" onClick={() => closeThen("quote")}>
          {content.getQuote}
        </Button>
      </div>
    </Dialog>
  );
}

export default ServiceDialog;
