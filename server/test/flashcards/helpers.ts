import type { Response } from 'supertest';
import type { TestClient } from '../support/client.js';
import { APP_ORIGIN } from '../support/test-app.js';

export const deckPayload = (overrides: Record<string, unknown> = {}) => ({
  materia: 'Biologia',
  assunto: 'Citologia',
  autor: 'Prof. Ana',
  grupo: 'Vestibular',
  subgrupo: 'Ciências da Natureza',
  ano: 2025,
  ...overrides,
});

export async function createDeck(client: TestClient, overrides: Record<string, unknown> = {}): Promise<{ id: number }> {
  const res = await client.post('/api/decks', deckPayload(overrides));
  if (res.status !== 201) throw new Error(`create deck failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number };
}

export async function createCard(client: TestClient, deckId: number, frente: string, verso: string): Promise<{ id: number }> {
  const res = await client.post(`/api/flashcards/${deckId}`, { frente, verso });
  if (res.status !== 201) throw new Error(`create card failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number };
}

/** A multipart upload as the deck view sends it (field `arquivo`), with the browser's CSRF header. */
export async function importCsv(
  client: TestClient,
  deckId: number,
  bytes: Buffer,
  filename = 'cards.csv',
  field = 'arquivo',
  query = '',
): Promise<Response> {
  await client.prime();
  return client.agent
    .post(`/api/flashcards/importar/${deckId}${query}`)
    .set('Origin', APP_ORIGIN)
    .set('X-XSRF-TOKEN', client.xsrf ?? '')
    .attach(field, bytes, { filename, contentType: 'text/csv' });
}
