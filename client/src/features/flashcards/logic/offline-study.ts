import type { Deck, Flashcard, OfflineAnswer } from '@app/contracts';
import { answerCard } from '@/features/flashcards/api/answer-card';
import { getDeck } from '@/features/flashcards/api/get-deck';
import { listCards } from '@/features/flashcards/api/list-cards';
import { undoAnswer } from '@/features/flashcards/api/undo-answer';
import {
  dropQueuedAnswer,
  enqueueAnswer,
  isNetworkFailure,
  readDeckCopy,
  refreshPending,
  saveDeckCopy,
  settledSync,
  syncNow,
  syncStatus,
  updateCardCopy,
} from '@/lib/offline';

/** Where an answer went: to the server, into the device's outbox, or nowhere (the save failed and was only logged). */
export type AnswerDestination = 'servidor' | 'fila' | false;

/** A deck as a page shows it: from the server, or (without network) from the device copy. */
export interface DeckRead {
  deck: Deck;
  fromCopy: boolean;
}

/**
 * The deck from the server; without network, from the device copy (else the network's error, which the pages tell
 * apart from a missing deck with `isNetworkFailure`: a deck never opened on this device is not here offline).
 */
export async function deckOrCopy(deckId: number, signal?: AbortSignal): Promise<DeckRead> {
  try {
    return { deck: await getDeck(deckId, signal), fromCopy: false };
  } catch (error) {
    const copy = isNetworkFailure(error) ? await readDeckCopy(deckId).catch(() => undefined) : undefined;
    if (!copy) throw error;
    return { deck: copy.deck, fromCopy: true };
  }
}

/** The cards from the server; without network, the device copy's. */
export async function cardsOrCopy(deckId: number, signal?: AbortSignal): Promise<{ cards: Flashcard[]; fromCopy: boolean }> {
  try {
    return { cards: await listCards(deckId, signal), fromCopy: false };
  } catch (error) {
    const copy = isNetworkFailure(error) ? await readDeckCopy(deckId).catch(() => undefined) : undefined;
    if (!copy) throw error;
    return { cards: copy.cards, fromCopy: true };
  }
}

/** Keeps a deck read from the server on the device, for the next time there is no network. */
export function keepDeckCopy(deck: Deck, cards: Flashcard[]): void {
  saveDeckCopy(deck, cards).catch((error: unknown) => console.warn('[offline] could not keep the deck:', error));
}

async function queueAnswer(answer: OfflineAnswer, scheduled: Flashcard): Promise<AnswerDestination> {
  await enqueueAnswer(answer);
  await updateCardCopy(answer.deckId, scheduled);
  await refreshPending();
  void syncNow();
  return 'fila';
}

/**
 * Sends an answer, or queues it when the page studies from the device copy, the browser is offline, or older answers
 * still wait (answers reach the server in the order given). A send that finds no network is queued too. `scheduled`
 * is the card as the shared scheduler left it, kept in the device copy so a reload offline shows the same queue.
 */
export async function saveAnswer(answer: OfflineAnswer, scheduled: Flashcard, fromCopy: boolean): Promise<AnswerDestination> {
  const { deckId, cardId, respondido_em: _instant, ...online } = answer;
  if (fromCopy || !navigator.onLine || syncStatus().pendentes > 0) return queueAnswer(answer, scheduled);
  try {
    const saved = await answerCard(deckId, cardId, online);
    void updateCardCopy(deckId, saved.card).catch(() => undefined);
    return 'servidor';
  } catch (error) {
    if (isNetworkFailure(error)) return queueAnswer(answer, scheduled);
    // A failed save is only logged; the study moves on (docs/product.md, Study page).
    console.error('[flashcards] could not save the answer:', error);
    return false;
  }
}

/**
 * "Desfazer" for an answer wherever it went: still queued, it simply leaves the outbox and the card copy goes back;
 * already on the server (sent online, or synced since), the server's undo restores it. Null: nothing to take back.
 */
export async function undoSavedAnswer(chave: string, destination: AnswerDestination, before: Flashcard | null): Promise<Flashcard | null> {
  if (destination === false) return null;
  if (destination === 'fila') {
    await settledSync(); // a flush in flight may be sending it right now
    if (await dropQueuedAnswer(chave)) {
      if (before) await updateCardCopy(before.deck_id, before);
      await refreshPending();
      return before;
    }
  }
  const restored = await undoAnswer(chave);
  void updateCardCopy(restored.deck_id, restored).catch(() => undefined);
  return restored;
}
