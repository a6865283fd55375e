import { matchSorterWithRankInfo, rankings } from "match-sorter";
import type { ServiceView as ServiceCard } from "~/lib/services";

const inName = [(card: ServiceCard) => card.title];
const inText = [(card: ServiceCard) => card.description, (card: ServiceCard) => [...card.features]];

/** How well one word matches where match-sorter finds it: prefix, word start, inside a word. */
function rank(card: ServiceCard, word: string, keys: typeof inName | typeof inText): number {
  const [best] = matchSorterWithRankInfo([card], word, { keys, threshold: rankings.CONTAINS });
  return best?.rank ?? rankings.NO_MATCH;
}

/**
 * Cards whose title, description or features contain every word of the query, ignoring
 * case; a blank query keeps them all, in the catalog's order. Matches are ordered by
 * match-sorter's rankings (decision 099): words found in the service's name first, then a
 * word's start before the inside of another word; equal matches keep the catalog's order.
 */
export function filterServices(
  cards: readonly ServiceCard[],
  query: string,
): readonly ServiceCard[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return cards;
  const scored = cards
    .filter((card) => {
      const text = [card.title, card.description, ...card.features].join("\n").toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .map((card, index) => ({
      card,
      index,
      name: words.reduce((sum, word) => sum + rank(card, word, inName), 0),
      text: words.reduce((sum, word) => sum + rank(card, word, inText), 0),
    }));
  scored.sort((a, b) => b.name - a.name || b.text - a.text || a.index - b.index);
  return scored.map(({ card }) => card);
}
