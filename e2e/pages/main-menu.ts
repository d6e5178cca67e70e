import type { Locator, Page } from '@playwright/test';

/** The app shell's side menu ("Menu principal"). */
export class MainMenu {
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Menu principal' });
  }

  async open(entry: string) {
    await this.nav.getByRole('link', { name: entry }).click();
  }
}
