import { test, expect, type Page } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { adminSession, studentSession } from '../flashcards/helpers.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

const GOODBYE = 'Sua conta foi excluída. Sentiremos sua falta.';

/** A new student deletes their own account from the settings page, confirming with their password; ends on the login page. */
async function deleteOwnAccount(page: Page) {
  const { account } = await studentSession(page);
  await page.goto(`${APP_BASE}/painel/config`);
  await expect(page.getByRole('button', { name: 'Excluir minha conta' })).toBeVisible(PAGE_LOAD);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('region', { name: 'Excluir conta' }).getByLabel('Sua senha', { exact: false }).fill(account.password);
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible(PAGE_LOAD);
  return account;
}

test('when a student deletes their own account, then the login page confirms it once in a status message', async ({ page }) => {
  await deleteOwnAccount(page);
  await expect(page.getByRole('status')).toHaveText(GOODBYE);
  await expect(page).toHaveURL(`${APP_BASE}/login`);
  // Said once: a reload does not say goodbye again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText(GOODBYE)).toHaveCount(0);
});

test('when someone opens the login page normally, then no deletion message shows', async ({ page }) => {
  await page.goto(`${APP_BASE}/login`);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText(GOODBYE)).toHaveCount(0);
});

test('when a student deletes their own account, then an admin on a phone finds it in the audit trail, with nothing personal', async ({ page, browser }) => {
  const account = await deleteOwnAccount(page);

  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const admin = await phone.newPage();
  await adminSession(admin);
  await admin.goto(`${APP_BASE}/admin/auditoria`);
  await expect(admin.getByRole('heading', { name: 'Auditoria' })).toBeVisible(PAGE_LOAD);
  await admin.getByLabel('Sobre quem (nº do usuário)').fill(String(account.id));
  await admin.getByRole('button', { name: 'Filtrar' }).click();
  const deleted = admin.getByRole('row').filter({ hasText: 'Excluiu conta' });
  await expect(deleted).toHaveCount(1);
  await expect(deleted).toContainText(`conta #${account.id}, pela própria pessoa`);
  // Who and when, never the e-mail of the account that is gone.
  await expect(deleted).not.toContainText(account.email);
  await phone.close();
});
