import type { ReactNode } from "react";

/** A page's main column beside a narrower aside that stays in view on wide screens. */
export function TwoColumns({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="container-site grid items-start gap-12 pb-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 lg:pb-28">
      <div className="min-w-0">{children}</div>
      <div className="lg:sticky lg:top-8">{aside}</div>
    </div>
  );
}
