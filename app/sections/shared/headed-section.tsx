import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

type HeadedSectionProps = {
  /** The section's own id, for a section the page links to (`/#portfolio`). */
  id?: string;
  /** Id of the h2, which names the section. */
  headingId: string;
  copy: { eyebrow: string; heading: string; lead?: string };
  className?: string;
  /** Classes of a box between the section and its content, such as the page's container. */
  innerClassName?: string;
  tone?: "light" | "dark";
  children: ReactNode;
};

/** A section named by its eyebrow, h2 and lead, with its content below them. */
export function HeadedSection({
  id,
  headingId,
  copy,
  className,
  innerClassName,
  tone,
  children,
}: HeadedSectionProps) {
  const content = (
    <>
      <SectionHeading
        id={headingId}
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={copy.lead}
        tone={tone}
      />
      {children}
    </>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      {innerClassName ? <div className={innerClassName}>{content}</div> : content}
    </section>
  );
}
