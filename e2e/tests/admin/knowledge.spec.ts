import { test, expect, type Browser } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { registerUser } from '../../support/api.js';
import { loginThroughWidget, widget } from '../chat/chat-helpers.js';
import { signInAsAdmin } from '../../support/session.js';

/** A prospect in a browser of their own asks the widget one question; the locator of the assistant's answer. */
async function askInWidget(browser: Browser, question: string) {
  const prospect = await registerUser({ username: 'Paula Prospecto' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginThroughWidget(page, prospect.email, prospect.password);
  const chat = widget(page);
  await chat.getByLabel('Sua pergunta').fill(question);
  await chat.getByLabel('Sua pergunta').press('Enter');
  return { chat, close: () => context.close() };
}

test('an admin edits an article at /admin/conhecimento and the widget answers with the new text', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const marker = `dado de teste ${Date.now()}`;
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Conhecimento' }).click();
  await expect(page).toHaveURL(`${APP_BASE}/admin/conhecimento`);
  await expect(page.getByRole('heading', { level: 1, name: 'Conhecimento' })).toBeVisible();

  await page.getByLabel('Buscar artigos').fill('segurança');
  await page.getByRole('button', { name: /Segurança nas cidades/ }).click();
  const text = page.getByLabel('Texto do artigo (Markdown)');
  const original = await text.inputValue();
  expect(original).toContain('Depende da cidade, e nenhuma');
  await text.fill(original.replace('Depende da cidade, e nenhuma', `Depende da cidade (${marker}) <b>sem html</b>, e nenhuma`));
  const preview = page.getByLabel('Pré-visualização');
  await expect(preview).toContainText(marker);
  // Typed HTML stays text in the preview.
  await expect(preview).toContainText('<b>sem html</b>');
  await expect(preview.locator('b')).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Artigo salvo' })).toBeVisible();
  await expect(page.getByText(/Editado em .* por /)).toBeVisible();

  const { chat, close } = await askInWidget(browser, 'o paraguai é seguro pra morar?');
  await expect(chat.locator('li[data-autor="ia"]').filter({ hasText: marker })).toBeVisible({ timeout: 20_000 });
  await close();
});

test('an unanswered question appears grouped in the gap list and becomes an article in two clicks', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // Its own words (no 'numero' as other specs' questions have): the shared database holds their corrections.
  const question = `a universidade empresta jaleco pros alunos ${Date.now() % 100000}?`;
  const { chat, close } = await askInWidget(browser, question);
  await expect(chat.locator('li[data-autor="ia"]').filter({ hasText: 'encaminhar a sua pergunta' })).toBeVisible({ timeout: 20_000 });
  await close();

  await signInAsAdmin(page);
  await page.goto(`${APP_BASE}/admin/conhecimento`);
  const gaps = page.getByRole('region', { name: 'Perguntas sem resposta' });
  const row = gaps.getByRole('listitem').filter({ hasText: question });
  await expect(row).toContainText('1 vez');
  await row.getByRole('button', { name: 'Criar artigo' }).click();
  const text = page.getByLabel('Texto do artigo (Markdown)');
  await expect(text).toHaveValue(/^# A universidade empresta jaleco/);
  await text.fill((await text.inputValue()).replace('Escreva aqui a resposta.', 'Sim: a universidade empresta jalecos no primeiro semestre.'));
  await page.getByRole('region', { name: 'Novo artigo' }).getByRole('button', { name: 'Criar artigo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Artigo criado' })).toBeVisible();
  await expect(gaps.getByRole('listitem').filter({ hasText: question })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /A universidade empresta jaleco/ })).toBeVisible();
});
