import type { FaqItem } from "~/content/faq";

/**
 * schema.org FAQPage for search results. It is emitted through the route's meta, so it is
 * part of the prerendered HTML and the server's start-up hash of inline scripts covers it.
 */
export function faqStructuredData(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
