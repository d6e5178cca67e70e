import type { Locator, Page } from '@playwright/test';
import { APP_BASE } from '../support/env.js';

/** /painel/config: the account's settings, including deleting it. */
export class AccountSettingsPage {
  static readonly url = `${APP_BASE}/painel/config`;
  readonly heading: Locator;
  readonly deleteAccountButton: Locator;
  readonly deleteAccountSection: Locator;
  readonly changePasswordSection: Locator;

  constructor(readonly page: Page) {
    this.changePasswordSection = page.getByRole('region', { name: 'Alterar senha' });
    this.heading = page.getByRole('heading', { name: 'Configurações da Conta' });
    this.deleteAccountSection = page.getByRole('region', { name: 'Excluir conta' });
    this.deleteAccountButton = page.getByRole('button', { name: 'Excluir minha conta' });
  }

  async goto() {
    await this.page.goto(AccountSettingsPage.url);
  }

  /** Asks to delete the account with this password (the browser's confirm follows). */
  async deleteAccount(password: string) {
    await this.deleteAccountSection.getByLabel('Sua senha', { exact: false }).fill(password);
    await this.deleteAccountButton.click();
  }

  /** 'Alterar senha': the current password, then the new one twice. */
  async changePassword(current: string, next: string) {
    const section = this.changePasswordSection;
    await section.getByLabel('Senha atual', { exact: true }).fill(current);
    await section.getByLabel('Nova senha', { exact: true }).fill(next);
    await section.getByLabel('Confirmar nova senha', { exact: true }).fill(next);
    await section.getByRole('button', { name: 'Alterar senha' }).click();
  }
}
