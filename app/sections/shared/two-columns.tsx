import type { ReactNode } from "react";

type TwoColumnsProps = {
  children: ReactNode;
  /** Filled from an Astro page's named slot, which Astro passes as this prop. */
  aside?: ReactNode;
};

/** A page's main column beside a narrower aside that stays in view on wide screens. */
export function TwoColumns({ children, aside }: TwoColumnsProps) {
  return (
    <div className="container-site grid items-start gap-12 pb-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 lg:pb-28">
      <div className="min-w-0">{children}</div>
      <div className="lg:sticky lg:top-8">{aside}</div>
    </div>
  );
}
