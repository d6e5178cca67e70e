import type { Locator, Page } from '@playwright/test';
import { APP_BASE } from '../support/env.js';

/** /admin/usuarios: the user table and the actions dialog of one account. */
export class UsersAdminPage {
  static readonly url = `${APP_BASE}/admin/usuarios`;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Buscar por nome, e-mail ou WhatsApp' });
  }

  async goto() {
    await this.page.goto(UsersAdminPage.url);
  }

  /** The dialog of the account named `username` (open it with manage()). */
  dialog(username: string): Locator {
    return this.page.getByRole('dialog', { name: `Gerenciar ${username}` });
  }

  /** Finds the account by e-mail and opens its actions. */
  async manage(email: string, username: string) {
    await this.search.fill(email);
    await this.page
      .getByRole('row', { name: new RegExp(email) })
      .getByRole('button', { name: `Gerenciar ${username}` })
      .click();
  }

  async deactivate(username: string) {
    await this.dialog(username).getByRole('button', { name: 'Desativar conta' }).click();
    await this.dialog(username)
      .getByRole('button', { name: `Desativar ${username}` })
      .click();
  }

  async generateResetLink(username: string) {
    await this.dialog(username).getByRole('button', { name: 'Gerar link de nova senha' }).click();
  }

  /** The generated link's field. */
  resetLinkField(username: string): Locator {
    return this.dialog(username).getByLabel(`Link para ${username} criar uma nova senha`);
  }
}
