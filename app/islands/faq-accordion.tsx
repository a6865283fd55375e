import { faq } from "~content/faq";
import { FaqAccordion } from "~/sections/faq/faq-accordion";

/** The FAQ's questions: they open and close once this island has hydrated. */
export default function FaqAccordionIsland() {
  return <FaqAccordion items={faq} />;
}
