import { ankiPreviewSchema, importResultSchema, type AnkiPreview, type ImportDuplicateChoice, type ImportResult } from '@app/contracts';
import { api } from '@/lib/api-client';

function form(file: File): FormData {
  const body = new FormData();
  body.append('arquivo', file);
  return body;
}

/** POST /api/flashcards/importar-anki/{deckId}?previa=1: the headers, column names and first rows of the export. */
export async function previewAnki(deckId: number, file: File): Promise<AnkiPreview> {
  const { data } = await api.post(`/api/flashcards/importar-anki/${deckId}`, form(file), { params: { previa: '1' }, timeout: 120_000 });
  return ankiPreviewSchema.parse(data);
}

/** POST /api/flashcards/importar-anki/{deckId}?frente=&verso=: every note into the deck, all or nothing. */
export async function importAnki(
  deckId: number,
  file: File,
  columns: { frente: number; verso: number },
  repetidos?: ImportDuplicateChoice,
): Promise<ImportResult> {
  const { data } = await api.post(`/api/flashcards/importar-anki/${deckId}`, form(file), {
    params: { ...columns, ...(repetidos ? { repetidos } : {}) },
    timeout: 120_000,
  });
  return importResultSchema.parse(data);
}
