import { z } from 'zod';
import { api } from '../../../lib/api-client';

const importResultSchema = z.object({ importados: z.number() });

/** POST /api/flashcards/importar/{deckId}, multipart field `arquivo`. */
export async function importCards(deckId: number, file: File): Promise<{ importados: number }> {
  const form = new FormData();
  form.append('arquivo', file);
  const { data } = await api.post(`/api/flashcards/importar/${deckId}`, form, { timeout: 120_000 });
  return importResultSchema.parse(data);
}
