import { test, expect } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { registerUser } from '../../support/api.js';

test('when the browser still holds the XSRF cookie of a session that no longer exists, then logging in works at the first click', async ({
  page,
  context,
}) => {
  const user = await registerUser({ username: 'Lívia Prado' });
  // What a browser keeps after its anonymous session expired on the server (or the server's data was reset).
  await context.addCookies([{ name: 'XSRF-TOKEN', value: 'token-de-uma-sessao-que-acabou', url: APP_BASE }]);
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/login') && r.status() === 403);

  await page.goto(`${APP_BASE}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  // The stale token is refused once, a fresh one is fetched and the same login goes through.
  await refused;
  await expect(page).toHaveURL(`${APP_BASE}/painel/conversas`);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
