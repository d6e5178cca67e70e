import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { flashcardSchema, type Flashcard } from './schemas';

export async function listCards(deckId: number): Promise<Flashcard[]> {
  const { data } = await api.get(`/api/flashcards/${deckId}`);
  return z.array(flashcardSchema).parse(data);
}
