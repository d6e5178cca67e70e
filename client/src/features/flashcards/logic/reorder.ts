/** Swaps a card with its neighbour and renumbers every card by position (docs/product.md, Deck and card editing). */
export function moveCard<T extends { id: number; ordem: number }>(cards: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= cards.length || target < 0 || target >= cards.length) return [...cards];
  const next = [...cards];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next.map((card, position) => (card.ordem === position ? card : { ...card, ordem: position }));
}
