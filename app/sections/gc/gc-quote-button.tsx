import { ArrowRight } from "lucide-react";
import { useContactModal } from "~/components/contact-modal-provider";
import { Button } from "~/components/ui/button";
import { gcServices } from "~/content/gc-services";

/** Opens the site's quote dialog with full-service renovation already chosen. */
export function GcQuoteButton({ label, className }: { label: string; className?: string }) {
  const { openContactModal } = useContactModal();
  return (
    <Button
      size="lg"
      className={className}
      onClick={() => openContactModal({ service: gcServices.cta.service })}
    >
      {label}
      <ArrowRight className="size-5" aria-hidden="true" />
    </Button>
  );
}
