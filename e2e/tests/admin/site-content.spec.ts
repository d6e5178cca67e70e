import { test, expect, type Page } from '@playwright/test';
import { APP_BASE, PUBLIC_BASE } from '../../support/env.js';
import { axeViolations } from '../../support/axe.js';
import { signInAsAdmin } from '../../support/session.js';
import { SHOWCASE_ADVISORS, SHOWCASE_WHATSAPP } from '../../support/site-content.js';

/** What GET /api/site answers on a fresh install (server/test/site-content checks the server side of it). */
const FRESH_SITE = {
  nome_assessoria: 'Medicina no Paraguai',
  whatsapp: null,
  mensagem_whatsapp: 'Olá! Vim pelo site e gostaria de saber como faço para estudar medicina no Paraguai.',
  horario_atendimento: null,
  cnpj: null,
  email_contato: null,
  contato_privacidade: null,
  assessores: [],
  assessorados: [],
};

/** Numbers some admin set in these specs: the only ones a wa.me link on the landing may carry. */
const NUMBERS_SET = new Set<string>([SHOWCASE_WHATSAPP, ...SHOWCASE_ADVISORS.map((a) => a.telefone)]);

const waMeNumbers = (page: Page) =>
  page
    .locator('a[href*="wa.me/"]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.slice(1)));

test('when nothing is configured, then the landing shows no WhatsApp button, advisors or students, and the chat stays', async ({
  page,
}) => {
  // Other specs of the run set the content; the landing is shown the answer of a fresh install.
  await page.route('**/api/site', (route) => route.fulfill({ json: FRESH_SITE }));
  await page.goto('/');
  await expect(page.getByTestId('banner-slide').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('whatsapp-button')).toHaveCount(0);
  await expect(page.locator('#assessores')).toHaveCount(0);
  await expect(page.locator('#assessorados')).toHaveCount(0);
  expect(await waMeNumbers(page)).toEqual([]);
  await expect(page.locator('[data-slot="chat-widget"]')).toHaveCount(1);
  // The menu's enrolment card leads to the assistant instead of the hidden advisors.
  await expect(page.getByRole('link', { name: /Matrícula passo a passo/ })).toHaveAttribute('href', /^#/);
  await expect(page.getByRole('link', { name: /Conheça a turma/ })).toHaveCount(0);
});

test('when the admin sets "WhatsApp da assessoria" in /admin/site, then the landing shows it within 5 s, and a bad number is refused', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Site', exact: true }).click();
  await expect(page).toHaveURL(`${APP_BASE}/admin/site`);
  await expect(page.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Configuração' })).toContainText('E-mail (SMTP)');

  const field = page.getByLabel('WhatsApp da assessoria');
  await field.fill('12345');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Número de WhatsApp inválido');

  await field.fill('+55 (11) 98765-0000');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Conteúdo salvo' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Configuração' })).toContainText('Contato da assessoria: configurado');

  // The public content changes within 5 s of the save (no rebuild); the landing renders what it reads on load.
  const visitor = await browser.newPage({ baseURL: PUBLIC_BASE });
  await expect
    .poll(async () => ((await (await visitor.request.get('/api/site')).json()) as { whatsapp: string | null }).whatsapp, {
      timeout: 5_000,
    })
    .toBe(SHOWCASE_WHATSAPP);
  await visitor.goto('/');
  await expect(visitor.getByTestId('whatsapp-button')).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${SHOWCASE_WHATSAPP}\\?text=`),
  );
  await visitor.waitForLoadState('networkidle');
  for (const number of await waMeNumbers(visitor)) expect(NUMBERS_SET.has(number), `wa.me/${number}`).toBe(true);
  await visitor.close();
});

for (const width of [375, 1280] as const) {
  for (const theme of ['claro', 'escuro'] as const) {
    test(`when /admin/site renders at ${width} px in the ${theme} theme, then axe finds no violation`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await signInAsAdmin(page);
      await page.goto(`${APP_BASE}/admin/site`);
      await expect(page.getByLabel('WhatsApp da assessoria')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme === 'escuro' ? 'dark' : 'light');
      expect(await axeViolations(page)).toEqual([]);
      const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
      await testInfo.attach(`admin-site-${width}-${theme}.png`, { body: shot, contentType: 'image/png' });
    });
  }
}
