import crypto from 'node:crypto';
import { expect, request, type Page } from '@playwright/test';
import { FACEBOOK_APP_SECRET, PUBLIC_BASE } from '../../support/env.js';
export { loginThroughPage } from '../../support/ui.js';

/** Signs a payload the way Facebook does: base64url(HMAC-SHA256(encodedPayload)) + '.' + encodedPayload. */
export function signedRequest(userId: string, secret = FACEBOOK_APP_SECRET): string {
  const payload = Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', user_id: userId, issued_at: Math.floor(Date.now() / 1000) })).toString(
    'base64url',
  );
  const signature = crypto.createHmac('sha256', secret).update(payload).digest('base64url');
  return `${signature}.${payload}`;
}

/** Posts the data deletion callback from "Facebook's servers": a form, no cookie, no CSRF token. */
export async function postDeletionCallback(userId: string) {
  const ctx = await request.newContext({ baseURL: PUBLIC_BASE });
  const res = await ctx.post('/api/facebook/data-deletion', { form: { signed_request: signedRequest(userId) } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { url: string; confirmation_code: string };
  await ctx.dispose();
  return body;
}

/** Status of a GET made by the page itself, with its session cookie (Node cannot resolve app.localhost). */
export function statusFromBrowser(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).status, path);
}
