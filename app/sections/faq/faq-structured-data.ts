import type { FAQPage } from "schema-dts";
import type { FaqItem } from "~content/faq";

/**
 * schema.org FAQPage for search results, one node of the page's graph (decision 214), built
 * from the same items the accordion renders, so the data cannot drift from what visitors read.
 */
export function faqStructuredData(items: readonly FaqItem[]): FAQPage {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
