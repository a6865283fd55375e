import { useSyncExternalStore } from "react";
import { ContactForm, type ContactFormProps } from "~/sections/quote/contact-form";

type QuoteFormProps = Pick<ContactFormProps, "variant" | "context" | "id" | "headingId"> & {
  /** Preselect the service named in the address, as `/contact?service=roofing` does. */
  serviceFromAddress?: boolean;
};

const subscribeNever = () => () => {};
const addressService = () => new URLSearchParams(window.location.search).get("service") ?? "";

/**
 * A quote form as an island of its own: the home page's contact and financing forms and
 * the /contact page. The HTML is the whole form; hydration makes it send.
 */
export default function QuoteForm({ serviceFromAddress = false, ...props }: QuoteFormProps) {
  // The build knows no address; the browser reads the service once it runs.
  const service = useSyncExternalStore(subscribeNever, addressService, () => "");
  return (
    <ContactForm
      {...props}
      preselectedService={serviceFromAddress && service ? service : undefined}
    />
  );
}
