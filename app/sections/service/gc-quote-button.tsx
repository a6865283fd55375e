import { QuoteLink } from "~/components/quote-link";
import { gcServices } from "~content/gc-services";
import { Icon } from "~/components/icon";

/** The quote dialog (before it loads, the quote form) with full-service renovation chosen. */
export function GcQuoteButton({ label, className }: { label: string; className?: string }) {
  return (
    <QuoteLink size="lg" className={className} service={gcServices.cta.service}>
      {label}
      <Icon name="arrow-right" className="size-5" />
    </QuoteLink>
  );
}
