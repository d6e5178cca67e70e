import { type Page } from '@playwright/test';
export { loginThroughPage } from '../../support/ui.js';

/** The side menu's entries (links and the 'Sair' button), in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const items = nav.locator('a, button');
  // The entry's own words: a count beside it (conversations waiting for a person) changes with other specs' data.
  return items.evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      for (const badge of copy.querySelectorAll('.shell-nav__badge')) badge.remove();
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
}
