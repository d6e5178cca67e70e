import { type Page } from '@playwright/test';
export { loginThroughPage } from '../../support/ui.js';

/** The side menu's entries (links and the 'Sair' button), in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const items = nav.locator('a, button');
  return (await items.allInnerTexts()).map((t) => t.trim());
}
