import type { ReactNode } from "react";
import type { financingContent } from "~content/home";
import { Icon } from "~/components/icon";

type FinancingBlockProps = { content: typeof financingContent; form: ReactNode };

/** Id of the pre-approval card, the target of 'Schedule Free Estimate'. */
export const financingCardId = "financing";
export const financingFormId = "financing-form";

/** The 100% financing offer beside the 'Get Pre-Approved Now' form, on a dark band. */
export function FinancingBlock({ content, form }: FinancingBlockProps) {
  return (
    <div className="render-when-near dark-band bg-ink text-on-dark">
      <div className="container-site section-y grid items-start gap-10 lg:grid-cols-[1fr_minmax(0,34rem)] lg:gap-16">
        <div className="lg:sticky lg:top-24">
          <p className="eyebrow text-on-dark-muted">{content.eyebrow}</p>
          <h2 id="financing-heading" className="mt-3 text-h2 text-on-dark">
            {content.heading}
          </h2>
          <p className="mt-4 max-w-xl text-lg text-on-dark-muted">{content.lead}</p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
            {content.points.map((point) => (
              <li
                key={point.title}
                className="flex gap-4 rounded-card border border-white/15 bg-white/[0.04] p-5"
              >
                <Icon name="circle-check" className="mt-0.5 size-6 shrink-0 text-on-dark" />
                <div>
                  <h3 className="text-lg font-semibold text-on-dark">{point.title}</h3>
                  <p className="mt-1 text-on-dark-muted">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div id={financingCardId} className="card p-5 text-ink sm:p-8">
          <h3 id="financing-form-heading" className="text-h3 sm:text-2xl">
            {content.formHeading}
          </h3>
          <p className="mt-2 text-ink-soft">{content.formLead}</p>
          <div className="mt-6">{form}</div>
        </div>
      </div>
    </div>
  );
}
