import { routes } from "~contracts/routes";
import type { ServiceView } from "~/lib/services";

type ServicesWithoutScriptProps = {
  cards: readonly ServiceView[];
  copy: { heading: string };
};

/**
 * Without scripts the grid shows its first page and cannot page or search: this list,
 * drawn only then, links every service to its own page (decision 099). It is a few
 * hundred bytes where the cards past the first page would be several kilobytes.
 */
export function ServicesWithoutScript({ cards, copy }: ServicesWithoutScriptProps) {
  return (
    <noscript>
      <nav aria-labelledby="every-service-heading" className="container-site pb-16">
        <h2 id="every-service-heading" className="text-h3">
          {copy.heading}
        </h2>
        <ul className="mt-4 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.slug}>
              <a
                href={routes.service(card.slug)}
                className="inline-flex min-h-11 items-center font-semibold text-ink underline underline-offset-4"
              >
                {card.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}
