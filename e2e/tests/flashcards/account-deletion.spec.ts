import { test, expect } from '@playwright/test';
import { AccountSettingsPage } from '../../pages/account-settings-page.js';
import { LoginPage } from '../../pages/login-page.js';
import { studentSession } from './helpers.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

const CONFIRMATION = 'Tem certeza que deseja excluir sua conta? Essa ação é irreversível.';

test('dismissing the confirmation keeps the account and the settings page', async ({ page }) => {
  const { account } = await studentSession(page);
  const settings = new AccountSettingsPage(page);
  await settings.goto();
  await expect(settings.heading).toBeVisible(PAGE_LOAD);
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await settings.deleteAccount(account.password);

  expect(dialogs).toEqual([CONFIRMATION]);
  await expect(page).toHaveURL(AccountSettingsPage.url);
});

test('the section says what is deleted, and without the password nothing is asked or deleted', async ({ page }) => {
  await studentSession(page);
  const settings = new AccountSettingsPage(page);
  await settings.goto();
  const section = settings.deleteAccountSection;
  await expect(section.getByText('seus decks, flashcards, respostas de estudo e os áudios gerados;')).toBeVisible(PAGE_LOAD);
  await expect(section.getByText('suas conversas com o assistente e com a assessoria, e os arquivos enviados;')).toBeVisible();
  let asked = false;
  page.on('dialog', (dialog) => {
    asked = true;
    void dialog.dismiss();
  });

  await settings.deleteAccountButton.click();

  await expect(section.getByText('Informe sua senha para excluir a conta.')).toBeVisible();
  expect(asked).toBe(false);
  await expect(page).toHaveURL(AccountSettingsPage.url);
});

test('a wrong password is refused with the reason and the account stays', async ({ page }) => {
  await studentSession(page);
  const settings = new AccountSettingsPage(page);
  await settings.goto();
  page.once('dialog', (dialog) => void dialog.accept());

  await settings.deleteAccount('senha-errada-999');

  await expect(settings.deleteAccountSection.getByText('Senha incorreta. Nada foi excluído.')).toBeVisible(PAGE_LOAD);
  await expect(page).toHaveURL(AccountSettingsPage.url);
  await page.goto(AccountSettingsPage.url);
  await expect(settings.heading).toBeVisible(PAGE_LOAD);
});

test('deleting the account returns to the login page, and its credentials fail afterwards', async ({ page }) => {
  const { account } = await studentSession(page);
  const settings = new AccountSettingsPage(page);
  await settings.goto();
  page.once('dialog', (dialog) => void dialog.accept());

  await settings.deleteAccount(account.password);

  await expect(page).toHaveURL(LoginPage.url, PAGE_LOAD);
  // One full load of the login page, which says goodbye (a redirect before that load used to eat the note).
  await expect(page.getByText('Sua conta foi excluída. Sentiremos sua falta.')).toBeVisible(PAGE_LOAD);
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
  const login = new LoginPage(page);
  await login.logIn(account.email, account.password);
  await expect(page.getByText('E-mail ou senha inválidos.')).toBeVisible();
  await expect(page).toHaveURL(LoginPage.url);
});
