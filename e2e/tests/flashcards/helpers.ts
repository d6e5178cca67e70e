import { expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_BASE } from '../../support/env.js';
import { registerUser } from '../../support/api.js';
import { DeckPage } from '../../pages/deck-page.js';

interface Call {
  method: string;
  path: string;
  json?: unknown;
  csv?: string;
}

/**
 * API calls made by the page itself (same origin, its cookies, its CSRF header): Node cannot resolve
 * app.localhost, Chromium can.
 */
export async function browserApi(page: Page) {
  // A bare JSON page on the app origin: it sets the CSRF cookie and runs no SPA requests that could race ours.
  if (!page.url().startsWith(APP_BASE)) await page.goto(`${APP_BASE}/api/csrf`);
  const call = async ({ method, path, json, csv }: Call) => {
    const result = await page.evaluate(async ({ method, path, json, csv }: Call) => {
      if (!document.cookie.includes('XSRF-TOKEN=')) await fetch('/api/csrf', { credentials: 'include' });
      const token = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
      const headers: Record<string, string> = { 'X-XSRF-TOKEN': decodeURIComponent(token) };
      let body: BodyInit | undefined;
      if (csv !== undefined) {
        const form = new FormData();
        form.append('arquivo', new Blob([csv], { type: 'text/csv' }), 'cards.csv');
        body = form;
      } else if (json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(json);
      }
      const res = await fetch(path, { method, headers, body, credentials: 'include' });
      return { status: res.status, text: await res.text() };
    }, { method, path, json, csv });
    expect(result.status < 300, `${method} ${path}: ${result.status} ${result.text}`).toBe(true);
    return result.text ? JSON.parse(result.text) : undefined;
  };
  return {
    post: (path: string, json: unknown) => call({ method: 'POST', path, json }),
    upload: (path: string, csv: string) => call({ method: 'POST', path, csv }),
    get: (path: string) => call({ method: 'GET', path }),
  };
}

export type BrowserApi = Awaited<ReturnType<typeof browserApi>>;

/** A new student, logged in inside this page's browser context (the login page has its own tests). */
export async function studentSession(page: Page) {
  const account = await registerUser({ username: 'Ana Estudante' });
  const api = await browserApi(page);
  await api.post('/api/login', { email: account.email, password: account.password });
  return { account, api };
}

/** The e2e admin, logged in inside this page's browser context. */
export async function adminSession(page: Page) {
  const api = await browserApi(page);
  await api.post('/api/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  return { api };
}

/** A deck "Biologia - Citologia" (grupo ENEM) with these [frente, verso] cards, imported in this order. */
export async function createDeckWithCards(api: BrowserApi, cards: [string, string][]) {
  const deck = await api.post('/api/decks', { materia: 'Biologia', assunto: 'Citologia', autor: 'Prof. Ana', grupo: 'ENEM', ano: 2025 });
  await api.upload(`/api/flashcards/importar/${deck.id}`, cards.map(([f, v]) => `${f};${v}`).join('\n'));
  return deck as { id: number };
}

/** A new student's "Biologia - Citologia" deck with these cards, open on its deck page. */
export async function openDeckWithCards(page: Page, cards: [string, string][]) {
  const { api } = await studentSession(page);
  const { id } = await createDeckWithCards(api, cards);
  const deck = new DeckPage(page);
  await deck.goto(id);
  return deck;
}

/** Accepts every confirm and alert the page opens from now on; returns their messages as they arrive. */
export function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Three cards in file order, as a student's first CSV might hold them. */
export const CITOLOGIA_CARDS: [string, string][] = [
  ['O que é a mitocôndria?', 'Organela que produz ATP'],
  ['O que é o ribossomo?', 'Sintetiza proteínas'],
  ['O que é o núcleo?', 'Guarda o DNA'],
];
