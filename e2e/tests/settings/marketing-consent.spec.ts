import { test, expect } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_BASE } from '../../support/env.js';
import { apiClient, apiLogin, registerUser } from '../../support/api.js';
import { browserApi } from '../flashcards/helpers.js';

const CONSENT = 'Quero receber novidades e avisos de matrícula da assessoria pelo WhatsApp';

test('a student who said yes at registration turns marketing off in the settings, it survives a reload, and marketing no longer lists them', async ({
  page,
}) => {
  const account = await registerUser({ username: 'Ana Estudante', receber_marketing: true });
  await (await browserApi(page)).post('/api/login', { email: account.email, password: account.password });
  await page.goto(`${APP_BASE}/painel/config`);
  const consent = page.getByLabel(CONSENT);
  await expect(consent).toBeChecked();

  await consent.uncheck();
  await expect(page.getByText('Preferência salva.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(CONSENT)).not.toBeChecked();

  const admin = await apiClient();
  await apiLogin(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  const prospects = (await (await admin.get('/api/prospectos')).json()) as Array<{ id: number }>;
  expect(prospects.map((p) => p.id)).not.toContain(account.id);
  await admin.dispose();
});
