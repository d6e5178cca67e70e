import { expect, test } from '@playwright/test';
import { apiClient, apiPost } from '../../support/api.js';
import { PAGE_LOAD } from '../../support/timeouts.js';
import { ResetPasswordPage } from '../../pages/password-reset-pages.js';
import { adminManagingNewStudent } from './accounts-helpers.js';

test('when an admin generates a reset link, then the person it is handed to sets a new password with it', async ({
  page,
  browser,
}) => {
  // Two browser contexts (the admin's and the person's) and two logins: more than one page's worth of work.
  test.slow();
  const { student, users } = await adminManagingNewStudent(page, 'Téo Sem Email');
  await users.generateResetLink('Téo Sem Email');
  await expect(users.dialog('Téo Sem Email')).toContainText('em particular');
  const link = await users.resetLinkField('Téo Sem Email').inputValue();

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  const reset = new ResetPasswordPage(studentPage);
  await reset.open(link);
  await reset.choose('senha-do-teo-nova');
  await expect(studentPage.getByRole('status')).toContainText('Senha alterada!', PAGE_LOAD);
  await studentContext.close();
  const api = await apiClient();
  expect((await apiPost(api, '/api/login', { email: student.email, password: 'senha-do-teo-nova' })).status()).toBe(200);
  await api.dispose();
});
