import { expect } from 'vitest';
import type { BrowserSession } from '../support/browser-session.js';

/** Creates a deck through the tab's own session (its cookie and XSRF token), a request that must change state. */
export async function newDeck(tab: BrowserSession, baseUrl: string): Promise<number> {
  const res = await tab.post(baseUrl, '/api/decks', { materia: 'Anatomia', assunto: 'Ossos', autor: 'Eu', grupo: 'Básico', ano: 2025 });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
