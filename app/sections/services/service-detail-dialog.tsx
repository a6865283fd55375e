import { BadgePercent, Check } from "lucide-react";
import { useRef } from "react";
import { ResponsivePicture } from "~/components/responsive-picture";
import { Button } from "~/components/ui/button";
import { buttonClasses } from "~/components/ui/button-styles";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import type { allServicesContent } from "~/content/all-services";
import { fallbackServicePhoto } from "~/content/services";
import { getPhoto } from "~/lib/photos";
import { catalogueEntry, servicePath, type ServiceCard } from "~/lib/services";

type ServiceDetailDialogProps = {
  card: ServiceCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: (typeof allServicesContent)["dialog"];
  /** Runs after the dialog has closed and focus is back on the card. */
  onMessageUs: (card: ServiceCard) => void;
};

/**
 * A service from the All Services grid in full: photo, description, all five things we
 * offer (the card shows four), the financing offer, and the way to ask about it.
 */
export function ServiceDetailDialog({
  card,
  open,
  onOpenChange,
  content,
  onMessageUs,
}: ServiceDetailDialogProps) {
  const messageRequested = useRef(false);
  const { features } = catalogueEntry(card.name);

  const messageUs = () => {
    messageRequested.current = true;
    onOpenChange(false);
  };

  // The quote dialog opens only once this one is gone and focus is back on the card, so
  // closing the quote dialog later returns the visitor to the same card.
  const onCloseAutoFocus = () => {
    if (!messageRequested.current) return;
    messageRequested.current = false;
    onMessageUs(card);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={card.title}
      size="lg"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="mt-2 overflow-hidden rounded-card">
        <ResponsivePicture
          photo={getPhoto(card.photo)}
          fallback={getPhoto(fallbackServicePhoto)}
          alt=""
          sizes="(min-width: 768px) 720px, 100vw"
          className="block aspect-[16/9] sm:aspect-[21/9]"
          imgClassName="h-full w-full object-cover"
        />
      </div>
      <p className="mt-5 text-lg text-ink-soft">{card.description}</p>
      <div className="mt-5 flex items-center gap-4 rounded-card border border-success/25 bg-success-soft p-4 sm:p-5">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-card text-success">
          <BadgePercent className="size-6" aria-hidden="true" />
        </span>
        <div>
          <p className="font-bold tracking-wide text-success">{content.financingBadge}</p>
          <p className="text-ink-soft">{content.financingNote}</p>
        </div>
      </div>
      <h3 className="mt-6 text-h3">{content.offerHeading}</h3>
      <ul className="mt-3 grid gap-2.5 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-1 size-5 shrink-0 text-success" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {/* Kept in view while the details scroll, so the next step is always one tap away. It
          sticks below the scroll area's bottom padding, which would otherwise show text
          scrolling past underneath it. */}
      <DialogActions className="grid gap-3 sm:flex sm:justify-end">
        <a href={servicePath(card.name)} className={buttonClasses("secondary")}>
          {content.servicePage}
        </a>
        <Button variant="primary" onClick={messageUs}>
          {content.messageUs}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ServiceDetailDialog;
