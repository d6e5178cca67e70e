import type { Locator, Page } from '@playwright/test';
import { APP_BASE } from '../support/env.js';

/** /esqueci-senha: asks for a reset link. */
export class ForgotPasswordPage {
  static readonly url = `${APP_BASE}/esqueci-senha`;
  readonly email: Locator;
  readonly sendButton: Locator;
  /** The answer shown whatever the address. */
  readonly answer: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('E-mail', { exact: true });
    this.sendButton = page.getByRole('button', { name: 'Enviar link' });
    this.answer = page.getByRole('status').filter({ hasText: 'Se houver uma conta com este e-mail' });
  }

  async askForLink(email: string) {
    await this.email.fill(email);
    await this.sendButton.click();
  }
}

/** /redefinir-senha?token=…: the page a reset link opens. */
export class ResetPasswordPage {
  readonly newPassword: Locator;
  readonly confirmation: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.newPassword = page.getByLabel('Nova senha', { exact: true });
    this.confirmation = page.getByLabel('Confirmar nova senha', { exact: true });
    this.saveButton = page.getByRole('button', { name: 'Salvar nova senha' });
  }

  async open(link: string) {
    await this.page.goto(link);
  }

  async choose(password: string) {
    await this.newPassword.fill(password);
    await this.confirmation.fill(password);
    await this.saveButton.click();
  }
}
