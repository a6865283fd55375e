import { Dialog } from "~/components/ui/dialog";
import { formCopy } from "~content/forms";
import { ContactForm } from "./contact-form";

type ContactModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service?: string;
  title?: string;
  subtitle?: string;
};

/**
 * 'Request a Free Quote' in a dialog. Closing unmounts the form, which drops its data,
 * errors, search, status and the preselected service in one go.
 */
export default function ContactModal({
  open,
  onOpenChange,
  service,
  title = formCopy.modal.title,
  subtitle = formCopy.modal.subtitle,
}: ContactModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={subtitle}
      size="lg"
      closeLabel={formCopy.modal.close}
    >
      <ContactForm variant="quote" context="modal" preselectedService={service} />
    </Dialog>
  );
}
