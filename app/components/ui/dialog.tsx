import * as RadixDialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import { Icon } from "~/components/icon";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Visible title; it is also the dialog's accessible name. */
  title: ReactNode;
  /** Visible description, announced with the title. */
  description?: ReactNode;
  children: ReactNode;
  /** Width of the panel. */
  size?: "sm" | "md" | "lg" | "xl";
  /** Hide the title visually while keeping it as the accessible name (image viewers). */
  hideTitle?: boolean;
  closeLabel?: string;
  /** Extra classes for the panel, e.g. a dark theme for media viewers. */
  panelClassName?: string;
  /** Called when the dialog opens, to move focus somewhere other than the first control. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Called before focus returns to the opener; call preventDefault to send it elsewhere. */
  onCloseAutoFocus?: (event: Event) => void;
};

const widths = {
  sm: "max-w-md",
  md: "max-w-xl",
  lg: "max-w-3xl",
  xl: "max-w-6xl",
} as const;

/**
 * The site's one modal dialog, on Radix: focus trap, Escape and overlay close, scroll lock
 * and aria wiring come from the library rather than from us.
 *
 * Radix returns focus only to a Dialog.Trigger, but our dialogs open from plain buttons,
 * cards and form submits. So the dialog remembers whatever had focus as it opened and
 * returns focus there on close, unless the caller sends it elsewhere.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = "md",
  hideTitle = false,
  closeLabel = "Close",
  panelClassName = "bg-card text-ink",
  onOpenAutoFocus,
  onCloseAutoFocus,
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = (event: Event) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onOpenAutoFocus?.(event);
  };
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-deep/70 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
          <RadixDialog.Content
            onOpenAutoFocus={rememberOpener}
            onCloseAutoFocus={returnFocus}
            {...(description ? {} : { "aria-describedby": undefined })}
            className={`pointer-events-auto relative flex max-h-[92dvh] w-full ${widths[size]} flex-col overflow-clip rounded-t-card shadow-raised sm:max-h-[88dvh] sm:rounded-card ${panelClassName}`}
          >
            <div className="flex items-start justify-between gap-4 px-5 pt-5 pb-2 sm:px-7 sm:pt-6">
              <div className={hideTitle ? "sr-only" : "min-w-0"}>
                <RadixDialog.Title className="text-h3 font-semibold sm:text-2xl">
                  {title}
                </RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description className="mt-1 text-base text-ink-muted">
                    {description}
                  </RadixDialog.Description>
                ) : null}
              </div>
              <RadixDialog.Close
                className="-mr-2 ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-full text-current hover:bg-ink/10"
                aria-label={closeLabel}
              >
                <Icon name="x" className="size-5" />
              </RadixDialog.Close>
            </div>
            <div className="overflow-y-auto overscroll-contain px-5 pb-6 sm:px-7 sm:pb-7">
              {children}
            </div>
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

type DialogActionsProps = { children: ReactNode; className?: string };

/**
 * A dialog's action bar, pinned to the bottom edge while the content above it scrolls, so
 * its buttons stay one tap away on a phone. The negative offsets cancel the body's padding,
 * so nothing shows through below the bar.
 */
export function DialogActions({ children, className = "" }: DialogActionsProps) {
  return (
    <div
      className={`sticky -bottom-6 z-10 -mx-5 mt-6 -mb-6 border-t border-line bg-card px-5 pt-4 pb-6 sm:-bottom-7 sm:-mx-7 sm:-mb-7 sm:px-7 sm:pb-7 ${className}`}
    >
      {children}
    </div>
  );
}
