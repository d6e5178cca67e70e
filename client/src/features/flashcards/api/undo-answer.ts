import { undoAnswerResponseSchema, type Flashcard } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/flashcards/respostas/{chave}/desfazer: the card exactly as it was before that answer. */
export async function undoAnswer(chave: string): Promise<Flashcard> {
  const { data } = await api.post(`/api/flashcards/respostas/${encodeURIComponent(chave)}/desfazer`);
  return undoAnswerResponseSchema.parse(data).card;
}
