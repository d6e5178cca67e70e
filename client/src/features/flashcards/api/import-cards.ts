import {
  importDuplicatesSchema,
  importResultSchema,
  type ImportDuplicateChoice,
  type ImportDuplicates,
  type ImportResult,
} from '@app/contracts';
import { api, isApiError } from '@/lib/api-client';

/** POST /api/flashcards/importar/{deckId}, multipart field `arquivo`; `repetidos` answers the duplicates question. */
export async function importCards(deckId: number, file: File, repetidos?: ImportDuplicateChoice): Promise<ImportResult> {
  const form = new FormData();
  form.append('arquivo', file);
  const { data } = await api.post(`/api/flashcards/importar/${deckId}`, form, {
    timeout: 120_000,
    params: repetidos ? { repetidos } : undefined,
  });
  return importResultSchema.parse(data);
}

/** The server's question when the deck already has some of the file's cards (409), or null for any other failure. */
export function duplicatesQuestion(error: unknown): ImportDuplicates | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = importDuplicatesSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
