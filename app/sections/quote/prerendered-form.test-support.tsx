import { act } from "@testing-library/react";
import { ContactForm } from "./contact-form";

/**
 * The quote form as the page prerenders it, in the document, and a way to let React take
 * it over: what a visitor types before the island wakes must survive hydration.
 */
export async function prerenderedQuoteForm() {
  const { renderToString } = await import("react-dom/server");
  const { hydrateRoot } = await import("react-dom/client");
  const container = document.createElement("div");
  container.innerHTML = renderToString(<ContactForm variant="quote" context="main" />);
  document.body.appendChild(container);
  const hydrate = () =>
    act(async () => hydrateRoot(container, <ContactForm variant="quote" context="main" />));
  return { container, hydrate };
}
