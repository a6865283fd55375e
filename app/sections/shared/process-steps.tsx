import type { ProcessStep } from "~content/process";
import { SectionHeading } from "./section-heading";

type ProcessStepsProps = {
  /** Id of the section's h2, unique on the page. */
  headingId: string;
  steps: readonly ProcessStep[];
  copy: { eyebrow: string; heading: string; lead: string };
};

// Static class names, so Tailwind sees them: every step sits in one row on a laptop.
const rowOf: Readonly<Record<number, string>> = { 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" };

/** A numbered process on the dark band, used by every service page and the GC page. */
export function ProcessSteps({ headingId, steps, copy }: ProcessStepsProps) {
  return (
    <section aria-labelledby={headingId} className="render-when-near dark-band bg-ink text-on-dark">
      <div className="container-site section-y">
        <SectionHeading
          id={headingId}
          eyebrow={copy.eyebrow}
          heading={copy.heading}
          lead={copy.lead}
          tone="dark"
        />
        <ol
          className={`mt-12 grid gap-8 sm:grid-cols-2 lg:gap-6 ${rowOf[steps.length] ?? "lg:grid-cols-4"}`}
        >
          {steps.map((step, index) => (
            <li key={step.title} className="border-t border-white/20 pt-6">
              <span
                aria-hidden="true"
                className="text-figure font-semibold text-on-dark-muted tabular-nums"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-4 text-h3 text-on-dark">{step.title}</h3>
              <p className="mt-2 text-on-dark-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
