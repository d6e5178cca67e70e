import { deckSchema, type Deck, type DeckSchedulingInput } from '@app/contracts';
import { api } from '@/lib/api-client';

/** PUT /api/decks/{id}/agendador: the review table or FSRS with a desired retention. */
export async function updateDeckScheduling(deckId: number, input: DeckSchedulingInput): Promise<Deck> {
  const { data } = await api.put(`/api/decks/${deckId}/agendador`, input);
  return deckSchema.parse(data);
}
