import { expect, type Page } from '@playwright/test';
import { APP_BASE } from './env.js';

/** Logs in through the real login page and waits for the shell's top bar. */
export async function loginThroughPage(page: Page, email: string, password: string) {
  await page.goto(`${APP_BASE}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('banner')).toContainText('Painel de ');
}
