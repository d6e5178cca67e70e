import { expect, test } from '@playwright/test';
import { apiClient, apiPost, registerUser } from '../../support/api.js';
import { APP_BASE } from '../../support/env.js';
import { createStaff } from '../tickets/tickets-helpers.js';
import { PAGE_LOAD } from '../../support/timeouts.js';
import { AccountSettingsPage } from '../../pages/account-settings-page.js';
import { signIn } from '../../support/session.js';

/** Through the API: the old password is refused (401) and the new one logs in (200). */
async function expectOnlyNewPasswordLogsIn(email: string, oldPassword: string, newPassword: string) {
  const api = await apiClient();
  expect((await apiPost(api, '/api/login', { email, password: oldPassword })).status()).toBe(401);
  expect((await apiPost(api, '/api/login', { email, password: newPassword })).status()).toBe(200);
  await api.dispose();
}

test('when a student changes the password in the settings, then only the new one logs in', async ({ page }) => {
  const student = await registerUser();
  await signIn(page, student.email, student.password);
  const settings = new AccountSettingsPage(page);
  await settings.goto();
  await expect(settings.changePasswordSection).toBeVisible(PAGE_LOAD);

  await settings.changePassword(student.password, 'senha-trocada-999');

  await expect(settings.changePasswordSection.getByRole('status')).toContainText('desconectada de todos os outros aparelhos');
  await expectOnlyNewPasswordLogsIn(student.email, student.password, 'senha-trocada-999');
});

test('when a colaborador opens Minha conta from the top bar, then the new password is the only one that logs in', async ({
  page,
}) => {
  const staff = await createStaff('colaborador', 'Carla Troca Senha');
  await signIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(`${APP_BASE}/admin`);

  await page.getByRole('banner').getByRole('link', { name: 'Minha conta' }).click();
  await expect(page).toHaveURL(`${APP_BASE}/admin/conta`);
  const settings = new AccountSettingsPage(page);
  await expect(settings.changePasswordSection).toBeVisible(PAGE_LOAD);
  await settings.changePassword(staff.password, 'senha-staff-nova-77');

  await expect(settings.changePasswordSection.getByRole('status')).toContainText('desconectada de todos os outros aparelhos');
  await expectOnlyNewPasswordLogsIn(staff.email, staff.password, 'senha-staff-nova-77');
});
