import { ankiNewDeckResultSchema, ankiPreviewSchema, type AnkiNewDeckResult, type AnkiPreview, type DeckInput } from '@app/contracts';
import { api } from '@/lib/api-client';

const URL = '/api/flashcards/importar-anki';

/** POST /api/flashcards/importar-anki?previa=1: the export's headers, columns and first rows, before any deck exists. */
export async function previewAnkiFile(file: File): Promise<AnkiPreview> {
  const body = new FormData();
  body.append('arquivo', file);
  const { data } = await api.post(URL, body, { params: { previa: '1' }, timeout: 120_000 });
  return ankiPreviewSchema.parse(data);
}

/** POST /api/flashcards/importar-anki?frente=&verso=: a new deck with every note of the export, all or nothing. */
export async function importAnkiIntoNewDeck(file: File, deck: DeckInput, columns: { frente: number; verso: number }): Promise<AnkiNewDeckResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(deck)) if (value !== null && value !== undefined) body.append(name, String(value));
  body.append('arquivo', file);
  const { data } = await api.post(URL, body, { params: columns, timeout: 120_000 });
  return ankiNewDeckResultSchema.parse(data);
}
