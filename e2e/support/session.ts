import { expect, type Cookie, type Page } from '@playwright/test';
import { apiClient, apiLogin } from './api.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_BASE } from './env.js';

/**
 * Signing in without the login page, for specs whose subject is not the login (the login page, the widget's login
 * and the logout have their own specs, which keep going through the UI). One API login (one bcrypt verification),
 * its session and XSRF cookies copied to the app host, then the user's home opened: the same state as after
 * loginThroughPage (the app restores the user from the session on load), without the login page's load and form.
 */
interface Session {
  cookies: Cookie[];
  role: string;
}

async function apiSession(email: string, password: string): Promise<Session> {
  const ctx = await apiClient();
  const user = (await apiLogin(ctx, email, password)) as { role: string };
  // Node cannot resolve app.localhost: the API client talked to 127.0.0.1; the cookies are host-only, so they move as is.
  const cookies = (await ctx.storageState()).cookies.map((c) => ({ ...c, domain: 'app.localhost' }));
  await ctx.dispose();
  return { cookies, role: user.role };
}

async function openHome(page: Page, { cookies, role }: Session) {
  await page.context().addCookies(cookies);
  await page.goto(`${APP_BASE}${role === 'usuario' ? '/painel' : '/admin'}`);
  await expect(page.getByRole('banner')).toContainText('Painel de ');
}

/** Signs this page's browser context in as `email` and waits for the shell's top bar on the user's home. */
export async function signIn(page: Page, email: string, password: string) {
  await openHome(page, await apiSession(email, password));
}

let adminSession: { since: number; session: Promise<Session> } | undefined;
/**
 * How long a worker reuses its admin login. The copied cookie keeps the expiry it had at login, a staff session's idle
 * window (30 minutes: SESSION_POLICY in server/src/lib/session.ts). On a loaded machine the suite runs longer than
 * that, and a cookie kept for the whole run would expire in the browser: a late test would open on the login page.
 */
const ADMIN_SESSION_REUSE_MS = 10 * 60 * 1000;

/**
 * The e2e admin, signed in on this page's browser context, on /admin. One login per worker process every few minutes:
 * the worker's tests share that session (a test that logs the admin out must log in on its own, with loginThroughPage
 * or signIn).
 */
export async function signInAsAdmin(page: Page) {
  if (!adminSession || Date.now() - adminSession.since > ADMIN_SESSION_REUSE_MS) {
    const session = apiSession(ADMIN_EMAIL, ADMIN_PASSWORD).catch((error: unknown) => {
      adminSession = undefined;
      throw error;
    });
    adminSession = { since: Date.now(), session };
  }
  await openHome(page, await adminSession.session);
}
