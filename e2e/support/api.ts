import { request, type APIRequestContext } from '@playwright/test';
import { APP_BASE, E2E_PORT } from './env.js';

/** An API client for arranging test data (factories through the real API, not the UI). */
export async function apiClient(): Promise<APIRequestContext> {
  // Node cannot resolve app.localhost here (Chromium can): talk to loopback, still presenting the app's Origin.
  const ctx = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, extraHTTPHeaders: { Origin: APP_BASE } });
  await ctx.get('/api/csrf');
  return ctx;
}

async function xsrf(ctx: APIRequestContext): Promise<string> {
  const state = await ctx.storageState();
  const cookie = state.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('XSRF-TOKEN cookie missing');
  return decodeURIComponent(cookie.value);
}

export async function apiPost(ctx: APIRequestContext, url: string, data: unknown) {
  return ctx.post(url, { data, headers: { 'X-XSRF-TOKEN': await xsrf(ctx) } });
}

export async function apiPut(ctx: APIRequestContext, url: string, data: unknown) {
  return ctx.put(url, { data, headers: { 'X-XSRF-TOKEN': await xsrf(ctx) } });
}

export async function apiLogin(ctx: APIRequestContext, email: string, password: string) {
  const res = await apiPost(ctx, '/api/login', { email, password });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

let counter = 0;
export function uniqueEmail(prefix = 'pessoa'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@exemplo.com`;
}

/** Registers a usuario through the public API and returns its credentials. */
export async function registerUser(
  overrides: Partial<{ username: string; email: string; password: string; whatsapp: string; receber_marketing: boolean }> = {},
) {
  const ctx = await apiClient();
  const account = {
    username: overrides.username ?? 'Pessoa Teste',
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? 'segredo123',
    whatsapp: overrides.whatsapp ?? '5511987654321',
  };
  const res = await apiPost(ctx, '/api/register', { ...account, receber_marketing: overrides.receber_marketing ?? false });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const user = await res.json();
  await ctx.dispose();
  return { ...account, id: user.id as number };
}
