import { expect, type Page } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';

/** Logs in through the real login page and waits for the shell. */
export async function loginThroughPage(page: Page, email: string, password: string) {
  await page.goto(`${APP_BASE}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('banner')).toContainText('Painel de ');
}

/** The side menu's entries (links and the 'Sair' button), in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const items = nav.locator('a, button');
  return (await items.allInnerTexts()).map((t) => t.trim());
}
