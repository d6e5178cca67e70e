import { test, expect } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { uniqueEmail } from '../../support/api.js';

const CONSENT = 'Quero receber novidades e avisos de matrícula da assessoria pelo WhatsApp';

test('a visitor registers on the page leaving the marketing box unticked; the settings history shows the no and the terms, both from the registration', async ({
  page,
}) => {
  const email = uniqueEmail('cadastro');
  await page.goto(`${APP_BASE}/register`);
  const consent = page.getByLabel(CONSENT);
  await expect(consent).not.toBeChecked();
  await expect(page.getByRole('link', { name: 'Termos de Uso' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Política de Privacidade' })).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill('Bruna Cadastro');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByLabel('Código do país').selectOption('+595');
  await page.getByLabel('WhatsApp', { exact: true }).pressSequentially(`98${String(Date.now()).slice(-7)}`);
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page).toHaveURL(`${APP_BASE}/login`);
  // The login form itself, not the register form's own 'Senha' still on screen for a moment under the new URL.
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();

  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${APP_BASE}/painel/conversas`);
  await page.goto(`${APP_BASE}/painel/config`);

  await expect(page.getByLabel(CONSENT)).not.toBeChecked();
  const history = page.getByRole('list', { name: 'Histórico de consentimento' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  const marketing = history.filter({ hasText: 'Novidades pelo WhatsApp' });
  await expect(marketing).toContainText('Recusou');
  await expect(marketing).toContainText('no cadastro');
  const terms = history.filter({ hasText: 'Termos de Uso e Política de Privacidade' });
  await expect(terms).toContainText('Aceitou');
  await expect(terms).toContainText('no cadastro');
});
