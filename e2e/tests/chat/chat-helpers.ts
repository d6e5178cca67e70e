import { expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_BASE, PUBLIC_BASE } from '../../support/env.js';
import { apiClient, apiLogin, apiPost } from '../../support/api.js';

/** The widget's panel (a non-modal dialog titled 'Assistente virtual'). */
export const widget = (page: Page) => page.getByRole('dialog', { name: 'Assistente virtual' });

export async function openWidget(page: Page) {
  await page.getByRole('button', { name: 'Tire suas dúvidas' }).click();
  // The panel's code loads on the first click: on a busy machine that takes more than the default 5 s.
  await expect(widget(page)).toBeVisible({ timeout: 15_000 });
}

/** Logs in through the widget itself (Sim → e-mail and password). */
export async function loginThroughWidget(page: Page, email: string, password: string) {
  await page.goto(PUBLIC_BASE);
  await openWidget(page);
  await widget(page).getByRole('button', { name: 'Sim' }).click();
  await widget(page).getByLabel('E-mail').fill(email);
  await widget(page).getByLabel('Senha').fill(password);
  await widget(page).getByRole('button', { name: 'Entrar' }).click();
  await expect(widget(page).getByRole('button', { name: 'Sair' })).toBeVisible();
}

/** The user's id, through a separate API session of that user. */
export async function userIdOf(email: string, password: string): Promise<number> {
  const ctx = await apiClient();
  const user = await apiLogin(ctx, email, password);
  await ctx.dispose();
  return user.id as number;
}

/** Saves a staff reply the way the admin's ticket screen does. */
export async function adminReply(userId: number, texto: string) {
  const ctx = await apiClient();
  await apiLogin(ctx, ADMIN_EMAIL, ADMIN_PASSWORD);
  const res = await apiPost(ctx, '/api/chat/salvar', { userId, autor: 'admin', texto });
  expect(res.status()).toBe(201);
  await ctx.dispose();
}

/** Logs in through the app host's login page (the panel's own cookie). */
export async function loginOnAppHost(page: Page, email: string, password: string) {
  await page.goto(`${APP_BASE}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/painel/);
}

/** Switches the AI off (or on) for a user, as the staff's toggle does. */
export async function setAiStatus(userId: number, status_ia: 'Ligada' | 'Desligada') {
  const ctx = await apiClient();
  await apiLogin(ctx, ADMIN_EMAIL, ADMIN_PASSWORD);
  const res = await apiPost(ctx, '/api/atualizar-status-ia', { userId, status_ia });
  expect(res.ok()).toBe(true);
  await ctx.dispose();
}

export interface TurnEventSeen {
  tipo: string;
  estado?: { estado: string };
}

/**
 * Records the events of every turn the page streams (/api/conversa/perguntar), in order: the browser cannot hand a
 * streamed body to the test afterwards, so the route passes each response through and keeps a copy of its lines.
 * `next()` resolves with the events of the next turn that completes.
 */
export async function recordTurns(page: Page) {
  const waiting: Array<(events: TurnEventSeen[]) => void> = [];
  await page.route('**/api/conversa/perguntar', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body });
    const events = body
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TurnEventSeen);
    waiting.shift()?.(events);
  });
  return {
    /** Call before the action that sends the question. */
    next: () => new Promise<TurnEventSeen[]>((resolve) => waiting.push(resolve)),
  };
}
