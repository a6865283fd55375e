import { useRef } from "react";
import { ResponsivePicture } from "~/components/responsive-picture";
import { Button } from "~/components/ui/button";
import { buttonClasses } from "~/components/ui/button-styles";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { fallbackServicePhoto } from "~content/services";
import { getPhoto } from "~/lib/photos";
import type { ServiceView } from "~/lib/services";
import { Icon } from "~/components/icon";

/** A button that closes the dialog and then asks for `action`, or a plain link. */
export type ServiceDialogAction<A extends string> = {
  label: string;
  variant: "primary" | "secondary";
} & ({ action: A; href?: never } | { href: string; action?: never });

type ServiceDialogProps<A extends string> = {
  service: ServiceView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  offerHeading: string;
  /** Shows the service's badge on the photo. */
  badge?: boolean;
  /** The financing offer between the description and the features. */
  financing?: { badge: string; note: string };
  actions: readonly ServiceDialogAction<A>[];
  actionsClassName: string;
  /** Runs once the dialog has closed and focus is settled. */
  onAction: (action: A) => void;
  /** Actions that take focus elsewhere themselves, instead of back to the opener first. */
  movesFocus?: readonly A[];
};

/**
 * A service in full: photo, description, all five things we offer, and the next steps,
 * each of which closes the dialog first.
 */
export function ServiceDialog<A extends string>({
  service,
  open,
  onOpenChange,
  offerHeading,
  badge = false,
  financing,
  actions,
  actionsClassName,
  onAction,
  movesFocus = [],
}: ServiceDialogProps<A>) {
  const pending = useRef<A | null>(null);

  const closeThen = (action: A) => {
    pending.current = action;
    onOpenChange(false);
  };

  // The dialog returns focus to what opened it after this, unless the action takes focus
  // elsewhere; a quote dialog the action opens renders later, so it returns there too.
  const onCloseAutoFocus = (event: Event) => {
    const action = pending.current;
    pending.current = null;
    if (!action) return;
    if (movesFocus.includes(action)) event.preventDefault();
    onAction(action);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={service.title}
      size="lg"
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
        {badge ? (
          <span className="absolute top-4 left-4 rounded-full bg-card px-3 py-1 text-sm font-semibold text-ink shadow-sm">
            {service.badgeText}
          </span>
        ) : null}
      </div>
      <p className="mt-5 text-lg text-ink-soft">{service.description}</p>
      {financing ? (
        <div className="mt-5 flex items-center gap-4 rounded-card border border-success/25 bg-success-soft p-4 sm:p-5">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-card text-success">
            <Icon name="badge-percent" className="size-6" />
          </span>
          <div>
            <p className="font-bold tracking-wide text-success">{financing.badge}</p>
            <p className="text-ink-soft">{financing.note}</p>
          </div>
        </div>
      ) : null}
      <h3 className="mt-6 text-h3">{offerHeading}</h3>
      <ul className="mt-3 grid gap-2.5 sm:grid-cols-2">
        {service.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Icon name="check" className="mt-1 size-5 shrink-0 text-success" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {/* Kept in view while the details scroll, so the next step is always one tap away. It
          sticks below the scroll area's bottom padding, which would otherwise show text
          scrolling past underneath it. */}
      <DialogActions className={actionsClassName}>
        {actions.map((item) =>
          item.href !== undefined ? (
            <a key={item.label} href={item.href} className={buttonClasses(item.variant)}>
              {item.label}
            </a>
          ) : (
            <Button key={item.label} variant={item.variant} onClick={() => closeThen(item.action)}>
              {item.label}
            </Button>
          ),
        )}
      </DialogActions>
    </Dialog>
  );
}

export default ServiceDialog;
