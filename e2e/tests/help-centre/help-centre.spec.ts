import { test, expect, request } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_BASE, PUBLIC_BASE } from '../../support/env.js';
import { apiClient, apiLogin, apiPost, apiPut, registerUser } from '../../support/api.js';
import { signInAsAdmin } from '../../support/session.js';
import { axeViolations } from '../../support/axe.js';
import { loginThroughWidget, widget } from '../chat/chat-helpers.js';

interface StaffArticle {
  id: number;
  slug: string;
  versao: number;
  conteudo: string;
  publicado: boolean;
}

/** The admin's copy of an article (for editing it through the API, as the knowledge screen does). */
async function staffArticle(slug: string) {
  const ctx = await apiClient();
  await apiLogin(ctx, ADMIN_EMAIL, ADMIN_PASSWORD);
  const list = (await (await ctx.get('/api/conhecimento/artigos')).json()) as { artigos: { id: number; slug: string }[] };
  const id = list.artigos.find((a) => a.slug === slug)!.id;
  const article = (await (await ctx.get(`/api/conhecimento/artigos/${id}`)).json()) as StaffArticle;
  return { ctx, article };
}

test('a visitor searches the help centre, opens an article, asks the assistant about it, and sees a staff edit', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${PUBLIC_BASE}/duvidas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dúvidas sobre medicina no Paraguai' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Custos e financiamento' })).toBeVisible();

  // Typo and no accents: the search still finds the article.
  await page.getByRole('searchbox', { name: 'Buscar nas dúvidas' }).fill('revalidasao do diploma');
  await expect(page.getByRole('status')).toHaveText(/artigos? encontrados?\./);
  await expect(page).toHaveURL(/\?busca=revalidasao/);
  const results = page.getByRole('list', { name: 'Resultados da busca' });
  await expect(results.getByRole('link').first()).toHaveText(/Revalidação/);
  await results.getByRole('link').first().click();

  await expect(page).toHaveURL(`${PUBLIC_BASE}/duvidas/revalidacao-brasil`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Revalidação/);
  await expect(page.getByText(/^Atualizado em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByText(/Fontes: .*\(verificado em \d{2}\/\d{2}\/\d{4}\)/).first()).toBeVisible();

  await page.getByRole('link', { name: 'Falar com a assessoria' }).click();
  await expect(widget(page)).toBeVisible();
  await page.keyboard.press('Escape');

  // Staff edit the article; the next visit shows the new text (the page's ETag changed with the revision).
  const marker = `Texto revisado pela equipe ${Date.now()}`;
  const { ctx, article } = await staffArticle('revalidacao-brasil');
  const edited = article.conteudo.replace(/^(## .+\n(?:Palavras-chave:.*\n)?)/m, `$1${marker}. `);
  expect(edited).not.toBe(article.conteudo);
  const saved = await apiPut(ctx, `/api/conhecimento/artigos/${article.id}`, { conteudo: edited, publicado: true, versao: article.versao });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(marker)).toBeVisible();
  await ctx.dispose();
});

test("an article's raw HTML holds the site's header, its heading, text, canonical link and JSON-LD before any script runs", async () => {
  const http = await request.newContext({ baseURL: PUBLIC_BASE });
  const res = await http.get('/duvidas/custos');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<header class="site-header">');
  expect(html).toContain('<h1 class="help-article__title">Custos</h1>');
  expect(html).toContain('R$ 900');
  expect(html).toContain(`<link rel="canonical" href="${PUBLIC_BASE}/duvidas/custos">`);
  expect(html).toContain('"@type":"FAQPage"');
  const missing = await http.get('/duvidas/nao-existe');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Artigo não encontrado');
  await http.dispose();
});

for (const width of [375, 1280] as const) {
  for (const theme of ['claro', 'escuro'] as const) {
    test(`when the help pages render at ${width} px in the ${theme} theme, then axe finds nothing and nothing scrolls sideways`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      for (const path of ['/duvidas', '/duvidas/custos']) {
        await page.goto(`${PUBLIC_BASE}${path}`);
        await expect(page.locator('.site .help-page')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
        const name = `help${path.replace(/\//g, '-')}-${width}-${theme}.png`;
        await page.screenshot({ path: testInfo.outputPath(name), fullPage: true, animations: 'disabled' });
      }
    });
  }
}

test("an assistant answer drawn from an article links to it ('Ler mais'), and the link opens the article page", async ({ page }) => {
  const user = await registerUser();
  await loginThroughWidget(page, user.email, user.password);
  const chat = widget(page);
  await chat.getByLabel('Sua pergunta').fill('Quanto custa estudar medicina no Paraguai?');
  await chat.getByLabel('Sua pergunta').press('Enter');
  const answer = chat.locator('li[data-autor="ia"]').last();
  const readMore = answer.getByRole('link', { name: 'Ler mais: Custos' });
  await expect(readMore).toHaveAttribute('href', `${PUBLIC_BASE}/duvidas/custos`);

  // The link is kept with the answer: the conversation read again after a reload still shows it.
  await page.reload();
  const launcher = page.getByRole('button', { name: 'Tire suas dúvidas' });
  if (await launcher.isVisible()) await launcher.click();
  const kept = widget(page).getByRole('link', { name: 'Ler mais: Custos' });
  await expect(kept).toHaveCount(1);
  await expect(kept).toHaveAttribute('href', `${PUBLIC_BASE}/duvidas/custos`);
  await kept.click();
  await expect(page).toHaveURL(`${PUBLIC_BASE}/duvidas/custos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Custos' })).toBeVisible();
});

test('when the article page renders over the server\'s HTML, then nothing on it moves (no layout shift)', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${PUBLIC_BASE}/duvidas/custos`);
  // The chat launcher is the client's: once it is there, the client has rendered the page over the server's.
  await expect(page.getByRole('button', { name: 'Tire suas dúvidas' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
});

test("readers' 👍 and 👎 on an article page reach the staff's knowledge screen", async ({ page, browser }) => {
  const titulo = `Avaliação ${Date.now()}`;
  const ctx = await apiClient();
  await apiLogin(ctx, ADMIN_EMAIL, ADMIN_PASSWORD);
  const created = await apiPost(ctx, '/api/conhecimento/artigos', { conteudo: `# ${titulo}\n\n## Pergunta de teste\nResposta de teste.`, publicado: true });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  await ctx.dispose();

  for (const choice of ['Sim', 'Não'] as const) {
    const reader = await browser.newContext();
    const readerPage = await reader.newPage();
    await readerPage.goto(`${PUBLIC_BASE}/duvidas/${slug}`);
    const rating = readerPage.getByRole('region', { name: 'Esta página ajudou?' });
    await rating.getByRole('button', { name: choice }).click();
    await expect(rating.getByRole('status')).toHaveText('Obrigado pela avaliação!');
    await expect(rating.getByRole('button', { name: choice })).toHaveAttribute('aria-pressed', 'true');
    await reader.close();
  }

  await signInAsAdmin(page);
  await page.goto(`${APP_BASE}/admin/conhecimento`);
  await page.getByLabel('Buscar artigos').fill(titulo);
  await expect(page.getByRole('button', { name: new RegExp(titulo) })).toContainText(/Página pública:.*útil 1 .*não ajudou 1/);
});
