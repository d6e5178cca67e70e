import { expect, test, type Page } from '@playwright/test';
import { APP_BASE, PUBLIC_BASE } from '../../support/env.js';
import { uniqueEmail } from '../../support/api.js';
import { openWidget, widget } from '../chat/chat-helpers.js';
import { signInAsAdmin } from '../../support/session.js';

/** Signs up through the landing's chat widget (the page's localStorage holds the first touch). */
async function registerInWidget(page: Page, username: string, email: string) {
  await openWidget(page);
  const chat = widget(page);
  await chat.getByRole('button', { name: 'Não' }).click();
  await chat.getByLabel('Nome').fill(username);
  await chat.getByLabel('E-mail').fill(email);
  await chat.getByRole('textbox', { name: 'WhatsApp' }).pressSequentially(`119${String(Date.now()).slice(-8)}`);
  await chat.getByLabel('Senha').fill('segredo123');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/register') && r.method() === 'POST');
  await chat.getByRole('button', { name: 'Criar conta' }).click();
  await expect(chat).toContainText('Conta criada com sucesso!');
  return (await sent).postDataJSON() as { origem?: Record<string, string> };
}

test('a visitor from an Instagram campaign registers in the widget; staff see "instagram" on the card, the panel and the source filter', async ({
  page,
  browser,
}) => {
  // Two browsers, a masked phone typed key by key and two bcrypt logins on a shared 2-core machine.
  test.setTimeout(180_000);
  const username = `Lead Instagram ${Date.now().toString(36)}`;
  await page.goto(`${PUBLIC_BASE}/?utm_source=instagram&utm_campaign=x`);
  // A later visit with another campaign does not replace the first touch.
  await page.goto(`${PUBLIC_BASE}/?utm_source=google`);
  const payload = await registerInWidget(page, username, uniqueEmail('lead'));
  expect(payload.origem).toMatchObject({ utm_source: 'instagram', utm_campaign: 'x' });
  // Registered: the browser forgets the visit.
  expect(await page.evaluate(() => window.localStorage.getItem('origem-lead'))).toBeNull();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsAdmin(staff);
  await staff.goto(`${APP_BASE}/admin/funil`);
  await staff.getByPlaceholder('Buscar por nome ou número').fill(username);
  const card = staff.locator('.pipeline-card').filter({ hasText: username });
  await expect(card).toContainText('Origeminstagram');

  // The source filter: instagram keeps the card, Google Ads leaves it out.
  const source = staff.getByRole('combobox', { name: 'Origem' });
  await source.selectOption('instagram');
  await expect(card).toBeVisible();
  await source.selectOption('Sem origem');
  await expect(card).toBeHidden();
  await source.selectOption('instagram');
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: username, exact: true }).click();
  const panel = staff.getByRole('dialog', { name: username });
  await expect(panel.getByRole('heading', { name: 'Origem do cadastro' })).toBeVisible();
  await expect(panel).toContainText('utm_campaignx');
  await staffContext.close();
});
