import type { ServiceCard } from "~/lib/services";

/**
 * Cards whose title, description or features contain every word of the query, ignoring
 * case. A blank query keeps them all.
 */
export function filterServices(
  cards: readonly ServiceCard[],
  query: string,
): readonly ServiceCard[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return cards;
  return cards.filter((card) => {
    const text = [card.title, card.description, ...card.features].join("\n").toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
