import { expect, test } from '@playwright/test';
import { PAGE_LOAD } from '../../support/timeouts.js';
import { LoginPage } from '../../pages/login-page.js';
import { adminManagingNewStudent } from './accounts-helpers.js';

test('when an admin deactivates a student, then the student is refused at login with a clear message', async ({
  page,
  browser,
}) => {
  // Two browser contexts (the admin's and the person's) and two logins: more than one page's worth of work.
  test.slow();
  const { student, users } = await adminManagingNewStudent(page, 'Rui Desativado');
  await users.deactivate('Rui Desativado');
  await expect(users.dialog('Rui Desativado').getByRole('status')).toContainText('Conta desativada');

  const studentContext = await browser.newContext();
  const login = new LoginPage(await studentContext.newPage());
  await login.goto();
  await login.logIn(student.email, student.password);
  await expect(login.page.getByRole('alert')).toHaveText(
    'Esta conta foi desativada. Fale com a assessoria para reativá-la.',
    PAGE_LOAD,
  );
  await expect(login.page).toHaveURL(LoginPage.url);
  await studentContext.close();
});
