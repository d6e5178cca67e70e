import { expect, test } from '@playwright/test';
import { registerUser } from '../../support/api.js';
import { mailTo, resetLinkIn } from '../../support/mail.js';
import { PAGE_LOAD } from '../../support/timeouts.js';
import { loginThroughPage } from '../../support/ui.js';
import { LoginPage } from '../../pages/login-page.js';
import { ForgotPasswordPage, ResetPasswordPage } from '../../pages/password-reset-pages.js';

test('when a student forgets the password, then the e-mailed link sets a new one and the student logs in with it', async ({
  page,
}) => {
  const student = await registerUser({ username: 'Lia Esquecida' });
  const login = new LoginPage(page);
  await login.goto();
  await login.email.fill(student.email);
  await login.forgotPasswordLink.click();

  const forgot = new ForgotPasswordPage(page);
  await expect(forgot.email).toHaveValue(student.email, PAGE_LOAD);
  await forgot.sendButton.click();
  await expect(forgot.answer).toBeVisible();

  const mail = await mailTo(student.email);
  expect(mail.subject).toContain('nova senha');
  const reset = new ResetPasswordPage(page);
  await reset.open(resetLinkIn(mail));
  await reset.choose('senha-nova-da-lia');

  await expect(page.getByRole('status')).toContainText('Senha alterada!', PAGE_LOAD);
  await loginThroughPage(page, student.email, 'senha-nova-da-lia');
  await expect(page.getByRole('banner')).toContainText('Painel de Lia Esquecida');
});
