import type { ReactNode } from "react";
import { quoteLinkAttribute } from "~/lib/quote-dialog";
import { contactPath } from "~contracts/routes";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./ui/button-styles";

type QuoteLinkProps = {
  service?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
};

/**
 * A call to action that opens the quote dialog. In the HTML it is a link to the quote
 * form's own page (with the service chosen), so it works before any script and without
 * one; the quote dialog island takes the click over once it has hydrated.
 */
export function QuoteLink({ service, variant, size, className, children }: QuoteLinkProps) {
  return (
    <a
      href={contactPath(service)}
      className={buttonClasses(variant, size, className)}
      {...{ [quoteLinkAttribute]: "" }}
      data-service={service}
    >
      {children}
    </a>
  );
}
