import type { ReactNode } from "react";

type CtaCardProps = {
  heading: string;
  text: string;
  /** Names the section it closes, when the card is a section of its own. */
  headingId?: string;
  className?: string;
  /** The two next steps. */
  children: ReactNode;
};

/** The closing call to action of a service page: a heading, a line, two next steps. */
export function CtaCard({ heading, text, headingId, className = "", children }: CtaCardProps) {
  return (
    <div
      className={`card flex flex-col gap-8 p-6 sm:p-10 lg:flex-row lg:items-center lg:justify-between lg:p-12 ${className}`}
    >
      <div className="max-w-xl">
        <h2 id={headingId} className="text-h2">
          {heading}
        </h2>
        <p className="mt-3 text-lg text-ink-soft">{text}</p>
      </div>
      <div className="grid gap-3 sm:flex sm:shrink-0">{children}</div>
    </div>
  );
}

/** The call to action card as a section of its own, named by its heading. */
export function CtaSection(props: CtaCardProps & { headingId: string }) {
  return (
    <section
      aria-labelledby={props.headingId}
      className="render-when-near container-site section-y"
    >
      <CtaCard {...props} />
    </section>
  );
}
