import type { CsvCard } from './csv-import.js';

/** Two cards are the same when front and back read the same, ignoring surrounding and repeated spaces. */
export function cardKey(card: CsvCard): string {
  const tidy = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();
  return `${tidy(card.frente)}\u0000${tidy(card.verso)}`;
}

/** The file's rows split into those the deck does not have yet and those it already has (same front and back). */
export function splitByExisting(cards: CsvCard[], existing: CsvCard[]): { fresh: CsvCard[]; repeated: number } {
  const known = new Set(existing.map(cardKey));
  const fresh = cards.filter((card) => !known.has(cardKey(card)));
  return { fresh, repeated: cards.length - fresh.length };
}
