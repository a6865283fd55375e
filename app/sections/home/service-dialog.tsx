import { Check } from "lucide-react";
import { useRef } from "react";
import { ResponsivePicture } from "~/components/responsive-picture";
import { Button } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
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
  /** Runs once the dialog has closed and focus is settled. */
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
  // Opened from a plain button rather than a Radix trigger, so Radix has nothing to give
  // focus back to: remember the card that opened it.
  const opener = useRef<HTMLElement | null>(null);

  const closeThen = (action: ServiceDialogAction) => {
    pending.current = action;
    onOpenChange(false);
  };

  const onOpenAutoFocus = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };

  const onCloseAutoFocus = (event: Event) => {
    const action = pending.current;
    pending.current = null;
    event.preventDefault();
    if (action === "contact") {
      // Focus goes to the contact section instead of back to the card far above it.
      onAction(action, service);
      return;
    }
    if (opener.current?.isConnected) opener.current.focus();
    // The quote dialog opens after focus is back on the card, so it returns there too.
    if (action === "quote") onAction(action, service);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={service.name}
      size="lg"
      onOpenAutoFocus={onOpenAutoFocus}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="relative mt-2 overflow-hidden rounded-card">
        <ResponsivePicture
          photo={getPhoto(service.photo)}
          fallback={getPhoto(fallbackServicePhoto)}
          alt=""
          sizes="(min-width: 768px) 720px, 100vw"
          className="block aspect-[16/9] sm:aspect-[21/9]"
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
      <DialogActions className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={() => closeThen("contact")}>
          {content.contactUs}
        </Button>
        <Button variant="primary" onClick={() => closeThen("quote")}>
          {content.getQuote}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ServiceDialog;
