import { Mail, MessageSquare, Phone } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";
import { adminCopy } from "~/content/admin";
import { mailtoHref, smsHref, telHref } from "./contact-links";
import { displayPhone } from "~contracts/phone";

const copy = adminCopy.entry;

type ContactActionsProps = {
  phone: string;
  email: string | null;
  /** Called on a tap of any of the three, so the page can offer "Mark as contacted". */
  onReach: () => void;
};

/** Call, text and e-mail, one tap each, as large as a thumb. */
export function ContactActions({ phone, email, onReach }: ContactActionsProps) {
  const hasPhone = phone.trim() !== "";
  const actions = [
    hasPhone
      ? {
          key: "call",
          href: telHref(phone),
          label: copy.call,
          name: copy.callName(displayPhone(phone)),
          Icon: Phone,
        }
      : null,
    hasPhone
      ? {
          key: "text",
          href: smsHref(phone),
          label: copy.text,
          name: copy.textName(displayPhone(phone)),
          Icon: MessageSquare,
        }
      : null,
    email
      ? {
          key: "email",
          href: mailtoHref(email),
          label: copy.email,
          name: copy.emailName(email),
          Icon: Mail,
        }
      : null,
  ].filter((action) => action !== null);
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-3">
      {actions.map(({ key, href, label, name, Icon }, index) => (
        <li key={key}>
          <a
            href={href}
            aria-label={name}
            onClick={onReach}
            className={buttonClasses(
              index === 0 ? "primary" : "secondary",
              "lg",
              "w-full flex-col gap-1 px-2 py-2 text-base sm:flex-row sm:gap-2",
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
