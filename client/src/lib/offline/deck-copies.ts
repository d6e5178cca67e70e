import type { Deck, Flashcard } from '@app/contracts';
import { offlineDb, type DeckCopy } from './offline-db';

/** How many decks stay on the device: the most recently studied ones. */
export const DECK_COPIES_MAX = 20;

/** Keeps the deck and its cards as the server just sent them; the oldest copies beyond the limit are dropped. */
export async function saveDeckCopy(deck: Deck, cards: Flashcard[], now = Date.now()): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('decks', 'readwrite');
  await tx.store.put({ deckId: deck.id, deck, cards, guardado_em: now });
  const all = await tx.store.getAll();
  const stale = all.sort((a, b) => b.guardado_em - a.guardado_em).slice(DECK_COPIES_MAX);
  for (const copy of stale) await tx.store.delete(copy.deckId);
  await tx.done;
}

export async function readDeckCopy(deckId: number): Promise<DeckCopy | undefined> {
  return (await offlineDb()).get('decks', deckId);
}

/** The card as the device scheduled it offline (or restored by an undo), so a reload shows the same queue. */
export async function updateCardCopy(deckId: number, card: Flashcard): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('decks', 'readwrite');
  const copy = await tx.store.get(deckId);
  if (copy) await tx.store.put({ ...copy, cards: copy.cards.map((c) => (c.id === card.id ? card : c)) });
  await tx.done;
}

/** Every deck kept on the device, with its cards as this device last left them (answers given offline included). */
export async function readDeckCopies(): Promise<DeckCopy[]> {
  return (await offlineDb()).getAll('decks');
}
