import { studyAnswerResponseSchema, type StudyAnswerRequest, type StudyAnswerResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/flashcards/{deckId}/{cardId}/respostas: the server schedules the answer and logs it with the card. Sent with
 * keepalive: a student who answers and at once closes the tab or leaves the page still has that answer counted.
 */
export async function answerCard(deckId: number, cardId: number, answer: StudyAnswerRequest): Promise<StudyAnswerResponse> {
  const { data } = await api.post(`/api/flashcards/${deckId}/${cardId}/respostas`, answer, { keepalive: true });
  return studyAnswerResponseSchema.parse(data);
}
