import { z } from 'zod';
import { flashcardSchema, type Flashcard } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/flashcards/{deckId}: the deck's cards by ordem. */
export async function listCards(deckId: number, signal?: AbortSignal): Promise<Flashcard[]> {
  const { data } = await api.get(`/api/flashcards/${deckId}`, { signal });
  return z.array(flashcardSchema).parse(data);
}
