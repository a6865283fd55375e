import type { ReactNode } from "react";

/** The opening band of a sub-page: its one h1 and an optional lead paragraph. */
export function PageTitle({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <div className="container-site pt-12 pb-8 sm:pt-16">
      <h1 className="text-h1">{title}</h1>
      {lead ? <p className="mt-4 max-w-2xl text-lg text-ink-soft">{lead}</p> : null}
    </div>
  );
}
