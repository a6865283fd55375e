import { SubpageLayout } from "~/components/subpage-layout";
import { faq, faqPage } from "~/content/faq";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { FaqAccordion } from "~/sections/faq/faq-accordion";
import { FaqContact } from "~/sections/faq/faq-contact";
import { faqStructuredData } from "~/sections/faq/faq-structured-data";

const page = pages.faq;

export function meta() {
  return [...pageMeta(page), { "script:ld+json": faqStructuredData(faq) }];
}

export default function FaqPage() {
  return (
    <SubpageLayout page={page}>
      <div className="container-site grid items-start gap-12 pb-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 lg:pb-28">
        <FaqAccordion items={faq} />
        <div className="lg:sticky lg:top-8">
          <FaqContact copy={faqPage} />
        </div>
      </div>
    </SubpageLayout>
  );
}
