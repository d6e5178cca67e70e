import fs from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { adminSession, studentSession } from '../flashcards/helpers.js';

const CONSENT = 'Quero receber novidades e avisos de matrícula da assessoria pelo WhatsApp';

test('a student downloads their data from the settings and finds their own messages in it', async ({ page }) => {
  const { account, api } = await studentSession(page);
  const question = `Quanto custa a mensalidade? ${Date.now()}`;
  await api.post('/api/chat/salvar', { userId: account.id, autor: 'user', texto: question });
  await page.goto(`${APP_BASE}/painel/config`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
    titular: { id: number };
    secoes: { conta: Array<{ email: string }>; mensagens: Array<{ autor: string; mensagem: string; criado_em: string }> };
  };
  expect(data.titular.id).toBe(account.id);
  expect(data.secoes.conta[0]!.email).toBe(account.email);
  expect(data.secoes.mensagens).toEqual([expect.objectContaining({ autor: 'user', mensagem: question, criado_em: expect.any(String) })]);
  await expect(page.getByText('Arquivo gerado.')).toBeVisible();
});

test('at 375 px a student downloads the conversations spreadsheet, and the file keeps its BOM and ; so Excel shows the accents', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { account, api } = await studentSession(page);
  await api.post('/api/chat/salvar', { userId: account.id, autor: 'user', texto: 'Qual é a função do néfron?' });
  await page.goto(`${APP_BASE}/painel/config`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Conversas (CSV)' }).click();
  const bytes = await fs.readFile((await (await downloading).path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('id;criado_em;autor;canal;mensagem');
  expect(text).toContain('Qual é a função do néfron?');
});

test('a student changes marketing consent and sees each choice in the consent history', async ({ page }) => {
  await studentSession(page);
  await page.goto(`${APP_BASE}/painel/config`);
  const history = page.getByRole('list', { name: 'Histórico de consentimento' });
  // Registration recorded the unticked box and the terms accepted.
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByLabel(CONSENT)).not.toBeChecked();

  await page.getByLabel(CONSENT).check();
  await expect(page.getByText('Preferência salva.')).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('Aceitou');

  await page.getByLabel(CONSENT).uncheck();
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByRole('listitem').first()).toContainText('Recusou');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Histórico de consentimento' }).getByRole('listitem')).toHaveCount(4);
});

test("an admin reads the audit trail filtered by a student and sees that student's data export", async ({ page, browser }) => {
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  const { account, api } = await studentSession(studentPage);
  await api.get('/api/usuario/meus-dados');
  await studentContext.close();

  await adminSession(page);
  await page.goto(`${APP_BASE}/admin/auditoria`);
  await expect(page.getByRole('heading', { name: 'Auditoria' })).toBeVisible();
  await page.getByLabel('Sobre quem (nº do usuário)').fill(String(account.id));
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Exportou os próprios dados' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Login' })).toHaveCount(1);
  await expect(page.getByText(`Ana Estudante (#${account.id})`).first()).toBeVisible();
});

test('a student changes their WhatsApp number in the settings and it is kept after a reload', async ({ page }) => {
  const { account, api } = await studentSession(page);
  await page.goto(`${APP_BASE}/painel/config`);
  const field = page.getByLabel('WhatsApp', { exact: true });
  // A number no other run has taken (a number belongs to one account).
  const digits = `98${String(Date.now()).slice(-7)}`;
  await field.fill(`+595 ${digits}`);
  await page.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(page.getByText('Dados atualizados.')).toBeVisible();
  await page.reload();
  // Shown the way people write it in Paraguay (+595 9xx xxx xxx); the digits are the ones saved.
  await expect.poll(async () => (await page.getByLabel('WhatsApp', { exact: true }).inputValue()).replace(/\D/g, '')).toBe(`595${digits}`);
  const me = (await api.get('/api/user')) as { id: number; whatsapp: string };
  expect(me).toMatchObject({ id: account.id, whatsapp: `595${digits}` });
});
