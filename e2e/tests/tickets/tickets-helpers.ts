import { expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PUBLIC_BASE } from '../../support/env.js';
import { apiClient, apiLogin, apiPost, uniqueEmail } from '../../support/api.js';
export { loginThroughPage } from '../../support/ui.js';

/** A staff account created by the admin through the API, as the admin's user form does. */
export async function createStaff(role: 'colaborador' | 'admin', username = 'Carla Colaboradora') {
  const ctx = await apiClient();
  await apiLogin(ctx, ADMIN_EMAIL, ADMIN_PASSWORD);
  const account = { username, email: uniqueEmail(role), password: 'senha-staff-123', role };
  const res = await apiPost(ctx, '/api/register', account);
  if (res.status() !== 201) throw new Error(`staff creation failed: ${res.status()} ${await res.text()}`);
  await ctx.dispose();
  return account;
}

/** Logs a browser context in on the public host (the widget's origin) through the page's own request API. */
export async function loginOnPublicHost(page: Page, email: string, password: string) {
  await page.request.get(`${PUBLIC_BASE}/api/csrf`);
  const cookies = await page.context().cookies(PUBLIC_BASE);
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const res = await page.request.post(`${PUBLIC_BASE}/api/login`, {
    data: { email, password },
    headers: { 'X-XSRF-TOKEN': xsrf, Origin: PUBLIC_BASE },
  });
  expect(res.status()).toBe(200);
}

/** Status calls and ticket changes made by a staff member through the API (arranging data). */
export async function staffApi(email: string, password: string) {
  const ctx = await apiClient();
  await apiLogin(ctx, email, password);
  return {
    setStatus: (userId: number, status_atendimento: string) =>
      apiPost(ctx, '/api/atualizar-status-atendimento', { userId, status_atendimento }),
    setIa: (userId: number, status_ia: 'Ligada' | 'Desligada') => apiPost(ctx, '/api/atualizar-status-ia', { userId, status_ia }),
    history: async (userId: number) =>
      (
        (await (await ctx.get(`/api/chat/historico/${userId}`)).json()) as {
          mensagens: Array<{ autor: string; mensagem: string }>;
        }
      ).mensagens,
    dispose: () => ctx.dispose(),
  };
}

/** A usuario writing to the chat through the API (arranging "last message" data). */
export async function say(email: string, password: string, userId: number, texto: string) {
  const ctx = await apiClient();
  await apiLogin(ctx, email, password);
  const res = await apiPost(ctx, '/api/chat/salvar', { userId, autor: 'user', texto });
  expect(res.status()).toBe(201);
  await ctx.dispose();
}

/** The ticket row of a user on an open tickets screen. */
export function ticketRow(page: Page, userId: number) {
  return page.locator(`tr[data-user-id="${userId}"]`);
}

/**
 * Waits until `upperId`'s row shows above `lowerId`'s on the first page of the list, or `lowerId` has left the page.
 * Tickets are ordered by last message across the whole database, and other specs write in parallel, so "first row" is
 * not something a spec owns; the order between two of its own users is.
 */
export async function expectRowAbove(page: Page, upperId: number, lowerId: number) {
  const order = async () => {
    const ids = await page
      .locator('.tickets-table tbody tr')
      .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-user-id'))));
    const upper = ids.indexOf(upperId);
    const lower = ids.indexOf(lowerId);
    if (upper < 0) return `${upperId} not on the page`;
    return lower < 0 || upper < lower ? 'above' : `${upperId} at ${upper}, ${lowerId} at ${lower}`;
  };
  await expect.poll(order).toBe('above');
}

export const PT_BR = 'pt-BR';

/** The landing page with the assistant's widget open: its question box and its list of messages. */
export async function openWidget(page: Page) {
  await page.goto(PUBLIC_BASE);
  await page.getByRole('button', { name: 'Tire suas dúvidas' }).click();
  const input = page.getByLabel('Sua pergunta');
  await expect(input).toBeVisible();
  return { input, messages: page.getByRole('region', { name: 'Mensagens da conversa' }) };
}
