import { expect, test } from '@playwright/test';
import { registerUser } from '../../support/api.js';
import { mailTo, resetLinkIn } from '../../support/mail.js';
import { PAGE_LOAD } from '../../support/timeouts.js';
import { ForgotPasswordPage, ResetPasswordPage } from '../../pages/password-reset-pages.js';

test('when a reset link is opened a second time, then the page says it was used and offers a new one', async ({ page }) => {
  const student = await registerUser();
  await page.goto(ForgotPasswordPage.url);
  await new ForgotPasswordPage(page).askForLink(student.email);
  const link = resetLinkIn(await mailTo(student.email));
  const reset = new ResetPasswordPage(page);
  await reset.open(link);
  await reset.choose('primeira-senha-nova');
  await expect(page.getByRole('status')).toContainText('Senha alterada!', PAGE_LOAD);

  await reset.open(link);
  await reset.choose('segunda-senha-nova');

  await expect(page.getByRole('alert')).toContainText('expirou ou já foi usado');
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible();
});
