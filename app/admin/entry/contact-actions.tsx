import { Mail, MessageSquare, Phone } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";
import { adminCopy } from "~content/admin";
import { adminJobCopy } from "~content/admin-job";
import type { EntryJob } from "~contracts/admin-api";
import { mailtoHref, smsHref, telHref } from "./contact-links";
import { displayPhone } from "~contracts/phone";

const copy = adminCopy.entry;
const blockedId = "text-blocked";

type Way = NonNullable<EntryJob["contactPreference"]>;

type ContactActionsProps = {
  phone: string;
  email: string | null;
  /** Called on a tap of any of the three, so the page can offer "Mark as contacted". */
  onReach: () => void;
  /** How the homeowner asked to be reached: that one is the main button. */
  preferred?: EntryJob["contactPreference"];
  /**
   * With texting on, Text opens the page's own reply box (sent from the business's number
   * and logged) instead of the phone's texting app.
   */
  onText?: () => void;
  /** The phone opted out of texts: Text is off, and says why. */
  optedOut?: boolean;
};

type Action = { key: Way; label: string; name: string; Icon: typeof Phone } & (
  { href: string } | { onClick: () => void } | { blocked: string }
);

/** Call, text and e-mail, one tap each, as large as a thumb; the way they asked for first. */
export function ContactActions({
  phone,
  email,
  onReach,
  preferred = null,
  onText,
  optedOut = false,
}: ContactActionsProps) {
  const hasPhone = phone.trim() !== "";
  const shown = displayPhone(phone);
  const textName = onText ? adminJobCopy.textHere(shown) : copy.textName(shown);
  const textWay = (): Action => {
    const base = { key: "text", label: copy.text, name: textName, Icon: MessageSquare } as const;
    if (!hasPhone) return { ...base, name: copy.text, blocked: adminJobCopy.textBlocked.noPhone };
    if (optedOut) return { ...base, blocked: adminJobCopy.textBlocked.optedOut };
    return onText
      ? {
          ...base,
          onClick: () => {
            onReach();
            onText();
          },
        }
      : { ...base, href: smsHref(phone) };
  };
  const actions: Action[] = [
    hasPhone
      ? {
          key: "call",
          href: telHref(phone),
          label: copy.call,
          name: copy.callName(shown),
          Icon: Phone,
        }
      : null,
    textWay(),
    email
      ? {
          key: "email",
          href: mailtoHref(email),
          label: copy.email,
          name: copy.emailName(email),
          Icon: Mail,
        }
      : null,
  ].filter((action): action is Action => action !== null);
  // The way they asked for leads, when it can be used; else the first that can.
  const usable = actions.filter((action) => !("blocked" in action));
  const main = usable.find((action) => action.key === preferred) ?? usable[0];
  const ordered = main ? [main, ...actions.filter((action) => action !== main)] : actions;
  const blocked = actions.find((action) => "blocked" in action);
  const look = (action: Action) =>
    buttonClasses(
      action === main ? "primary" : "secondary",
      "lg",
      "w-full flex-col gap-1 px-2 py-2 text-base sm:flex-row sm:gap-2",
    );
  return (
    <div>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3">
        {ordered.map((action) => (
          <li key={action.key}>
            {"href" in action ? (
              <a
                href={action.href}
                aria-label={action.name}
                onClick={onReach}
                className={look(action)}
              >
                <action.Icon className="size-5" aria-hidden="true" />
                {action.label}
              </a>
            ) : (
              <button
                type="button"
                aria-label={action.name}
                disabled={"blocked" in action}
                aria-describedby={"blocked" in action ? blockedId : undefined}
                onClick={"onClick" in action ? action.onClick : undefined}
                className={look(action)}
              >
                <action.Icon className="size-5" aria-hidden="true" />
                {action.label}
              </button>
            )}
          </li>
        ))}
      </ul>
      {blocked && "blocked" in blocked ? (
        <p id={blockedId} className="mt-2 text-[0.9375rem] text-ink-soft">
          {blocked.blocked}
        </p>
      ) : null}
    </div>
  );
}
