import type { Locator, Page } from '@playwright/test';
import { APP_BASE } from '../support/env.js';

/** /login on the app host. */
export class LoginPage {
  static readonly url = `${APP_BASE}/login`;
  readonly email: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;
  readonly forgotPasswordLink: Locator;

  constructor(readonly page: Page) {
    this.forgotPasswordLink = page.getByRole('link', { name: 'Esqueci minha senha' });
    this.email = page.getByLabel('E-mail', { exact: true });
    this.password = page.getByLabel('Senha', { exact: true });
    this.submitButton = page.getByRole('button', { name: 'Entrar', exact: true });
  }

  async goto() {
    await this.page.goto(LoginPage.url);
  }

  async logIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submitButton.click();
  }
}
