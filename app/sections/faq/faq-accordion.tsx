import * as Accordion from "@radix-ui/react-accordion";
import type { FaqItem } from "~content/faq";
import { Icon } from "~/components/icon";

type FaqAccordionProps = { items: readonly FaqItem[] };

/**
 * The questions as one accordion: a single answer open at a time, so the list stays short
 * enough to scan on a phone. Each question is a real button, so click, Enter and Space work.
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  return (
    <Accordion.Root type="single" collapsible className="card divide-y divide-line overflow-hidden">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`} className="group">
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="flex min-h-16 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-ink transition-colors duration-200 ease-out hover:bg-surface focus-visible:outline-offset-[-4px] sm:px-7">
                <span>{item.question}</span>
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-line text-ink-soft transition-[transform,background-color,border-color,color] duration-200 ease-out group-data-[state=open]:rotate-180 group-data-[state=open]:border-ink group-data-[state=open]:bg-ink group-data-[state=open]:text-on-dark"
                >
                  <Icon name="chevron-down" className="size-5" />
                </span>
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="px-5 pt-1 pb-6 sm:px-7">
            <p className="max-w-prose text-ink-soft">{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
