import { test, expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, E2E_PORT } from '../../support/env.js';
import { signInAdminOn, startFreshServer, type FreshServer } from '../../support/fresh-server.js';
import { PAGE_LOAD } from '../../support/timeouts.js';
import { widget } from '../chat/chat-helpers.js';

/**
 * An owner's first steps on a fresh install (a server and database of its own, without e-mail or the WhatsApp Cloud
 * API): the checklist says what is pending, the landing carries no WhatsApp link, and once the admin sets the
 * advisory's number and an advisor with a photo in /admin/site, the landing shows both; so does a rewritten banner.
 */
test.describe.configure({ mode: 'serial' });

let server: FreshServer;
// Playwright reads a hook's fixtures from this destructuring pattern; this one needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  server = await startFreshServer(E2E_PORT + 70 + testInfo.workerIndex);
});
test.afterAll(async () => {
  await server?.stop();
});

const NUMBER = '5511987650000';

/** A 600 × 800 JPEG drawn by the browser (a gradient and a face-like disc), as a phone photo would arrive. */
async function drawnPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 800;
    const ctx = canvas.getContext('2d')!;
    const sky = ctx.createLinearGradient(0, 0, 0, 800);
    sky.addColorStop(0, '#9ccfe0');
    sky.addColorStop(1, '#2f6f5e');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 600, 800);
    ctx.fillStyle = '#e0b48c';
    ctx.beginPath();
    ctx.arc(300, 330, 150, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

const waMeLinks = (page: Page) => page.locator('a[href*="wa.me/"]');

test('when the install is fresh, then the checklist shows e-mail and WhatsApp pendente and the landing has no wa.me link', async ({
  page,
  browser,
}) => {
  await signInAdminOn(page, server);
  await page.goto(`${server.appBase}/admin/site`);
  const checklist = page.getByRole('list', { name: 'Configuração' });
  await expect(checklist).toContainText('E-mail (SMTP): pendente');
  await expect(checklist).toContainText('WhatsApp Cloud API: pendente');
  await expect(checklist).toContainText('Contato da assessoria: pendente');

  const visitor = await browser.newPage();
  const siteRequests: string[] = [];
  visitor.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/site') siteRequests.push(request.url());
  });
  await visitor.goto(`${server.publicBase}/`);
  expect(
    ((await (await visitor.request.get(`${server.publicBase}/api/site`)).json()) as { whatsapp: string | null }).whatsapp,
  ).toBeNull();
  await expect(visitor.getByTestId('banner-slide')).toHaveCount(2);
  await expect(visitor.getByTestId('banner-slide').first()).toBeVisible();
  // The content came with the page: the landing asked the API for nothing more.
  expect(siteRequests).toEqual([]);
  await expect(visitor.locator('#assessores')).toHaveCount(0);
  await expect(waMeLinks(visitor)).toHaveCount(0);
  await visitor.close();
});

test('when the admin sets "WhatsApp da assessoria" and an advisor with a photo, then the landing shows both', async ({
  page,
  browser,
}) => {
  await signInAdminOn(page, server);
  await page.goto(`${server.appBase}/admin/site`);
  await page.getByLabel('WhatsApp da assessoria').fill('+55 (11) 98765-0000');
  await page.getByRole('button', { name: 'Adicionar assessor' }).click();
  const advisor = page.getByRole('group', { name: 'Assessor 1' });
  await advisor.getByLabel('Tratamento').selectOption('Dra.');
  await advisor.getByLabel(/^Nome/).fill('Mariana Alves');
  await advisor.getByLabel('Foto do assessor 1').setInputFiles({
    name: 'mariana.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawnPhoto(page),
  });
  await expect(advisor.getByRole('img', { name: 'Foto do assessor 1' })).toHaveAttribute('src', /^\/api\/site\/fotos\/\d+$/);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Conteúdo salvo' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Configuração' })).toContainText('Contato da assessoria: configurado');

  const visitor = await browser.newPage();
  // The public content follows the save within seconds (no rebuild): asked until it does, never a fixed wait.
  await expect
    .poll(async () => {
      const site = (await (await visitor.request.get(`${server.publicBase}/api/site`)).json()) as {
        whatsapp: string | null;
        assessores: Array<{ foto: string | null }>;
      };
      return [site.whatsapp, site.assessores[0]?.foto ?? null];
    })
    .toEqual([NUMBER, expect.stringMatching(/^\/api\/site\/fotos\/\d+$/)]);
  await visitor.goto(`${server.publicBase}/`);
  await expect(visitor.getByTestId('whatsapp-button')).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${NUMBER}\\?text=`));
  const card = visitor.getByTestId('advisor-card').filter({ hasText: 'Dra. Mariana Alves' });
  const photo = card.locator('img.advisor-card__photo');
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveAttribute('src', /^\/api\/site\/fotos\/\d+$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
  await visitor.close();
});

test('when the admin rewrites the first slide with a photo and removes the second, then the landing shows that one slide', async ({
  page,
  browser,
}) => {
  await signInAdminOn(page, server);
  await page.goto(`${server.appBase}/admin/site`);
  const first = page.getByRole('group', { name: 'Slide 1' });
  await first.getByLabel('Selo (opcional)').fill('Turma de março');
  await first.getByLabel(/^Título/).fill('Inscrições abertas para março');
  await first.getByLabel(/^Texto$/).fill('Fale com a nossa equipe e prepare seus documentos com calma.');
  await first.getByLabel('Botão leva a').selectOption('assistente');
  await first.getByLabel('Texto do botão').fill('Tirar dúvidas');
  await first
    .getByLabel('Foto do slide 1')
    .setInputFiles({ name: 'turma.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page) });
  await expect(first.getByRole('img', { name: 'Imagem do slide 1' })).toHaveAttribute('src', /^\/api\/site\/fotos\/\d+$/);
  await page.getByRole('button', { name: 'Remover slide 2' }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Conteúdo salvo' })).toBeVisible();

  const visitor = await browser.newPage();
  // Asked until it shows (the server's copy lasts seconds), never a fixed wait; no rebuild.
  await expect
    .poll(
      async () => {
        await visitor.goto(`${server.publicBase}/`);
        return visitor.getByTestId('banner-slide').allTextContents();
      },
      { timeout: 10_000 },
    )
    .toEqual([expect.stringContaining('Inscrições abertas para março')]);
  const slide = visitor.getByTestId('banner-slide');
  await expect(slide.getByText('Turma de março')).toBeVisible();
  await expect(slide.locator('img')).toHaveAttribute('src', /^\/api\/site\/fotos\/\d+$/);
  // The 600 × 800 portrait, cropped to the banner's 4:3 and never enlarged.
  await expect
    .poll(() => slide.locator('img').evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight]))
    .toEqual([600, 450]);
  // One slide: nothing to rotate, so no arrows or pause.
  await expect(visitor.getByRole('button', { name: 'Próximo slide' })).toHaveCount(0);
  await slide.getByRole('link', { name: 'Tirar dúvidas' }).click();
  await expect(widget(visitor)).toBeVisible(PAGE_LOAD);
  await visitor.close();
});

test('when someone uses "Esqueci minha senha" without e-mail or WhatsApp, then the page says the team sends the link and admins see the request', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage();
  await visitor.goto(`${server.appBase}/esqueci-senha`);
  await visitor.getByLabel('E-mail', { exact: true }).fill(ADMIN_EMAIL);
  await visitor.getByRole('button', { name: 'Enviar link' }).click();
  await expect(visitor.getByText(/a equipe da assessoria vai enviar a você um link/)).toBeVisible();
  await expect(visitor.getByText(/por e-mail ou WhatsApp/)).toHaveCount(0);
  await visitor.close();

  await signInAdminOn(page, server);
  await page.goto(`${server.appBase}/admin/usuarios`);
  const requests = page.getByRole('region', { name: 'Pedidos de nova senha' });
  await expect(requests).toContainText(ADMIN_EMAIL);
});
