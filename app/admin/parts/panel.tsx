import type { ReactNode } from "react";

/**
 * A titled card of a screen. Its heading takes focus (tabIndex -1) so a screen can move
 * the keyboard there after an action removes what had it.
 */
export function Panel({
  id,
  title,
  children,
  spaced = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  /** a gap under the heading, for panels whose body is not a list with its own */
  spaced?: boolean;
}) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h2 id={id} tabIndex={-1} className={`${spaced ? "mb-4 " : ""}text-h3 outline-none`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
