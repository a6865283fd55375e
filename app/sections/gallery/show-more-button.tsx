import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

type ShowMoreButtonProps = {
  onClick: () => void;
  /** Pressed before the rest of the list arrived: a spinner, and the loading line below. */
  waiting: boolean;
  loading: string;
  children: ReactNode;
};

/**
 * 'Show More' under a gallery list. It needs JavaScript, so a page without it leaves the
 * button out rather than show one that does nothing.
 */
export function ShowMoreButton({ onClick, waiting, loading, children }: ShowMoreButtonProps) {
  return (
    <div className="mt-10 flex flex-col items-center gap-3 noscript:hidden">
      <Button
        variant="secondary"
        size="lg"
        onClick={onClick}
        loading={waiting}
        // One line on a 320 px phone: the label's size steps down instead of wrapping.
        className="w-full px-4 text-base sm:w-auto sm:px-7 sm:text-lg"
      >
        {children}
      </Button>
      <p role="status" className="text-base text-ink-muted">
        {waiting ? loading : ""}
      </p>
    </div>
  );
}
