import { test, expect, type Page } from '@playwright/test';
import { showcaseSiteContent, SHOWCASE_ADVISORS, SHOWCASE_MESSAGE as MESSAGE } from '../../support/site-content.js';

const ADVISORS = SHOWCASE_ADVISORS.map((a) => ({ title: `${a.tratamento} ${a.nome}`, phone: a.telefone, note: a.nota }));

test.beforeAll(showcaseSiteContent);

async function expectAdvisorBlock(page: Page) {
  const section = page.locator('#assessores');
  await expect(section.getByRole('heading', { name: 'Fale com um de nossos assessores' })).toBeVisible();
  await expect(section).toContainText('prontos para orientar você em cada etapa da matrícula no curso de medicina no Paraguai');
  const cards = page.getByTestId('advisor-card');
  await expect(cards).toHaveCount(3);
  for (const [i, advisor] of ADVISORS.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading')).toHaveText(advisor.title);
    await expect(card).toContainText(advisor.note);
    const button = card.getByRole('link', { name: /Fale comigo aqui/ });
    await expect(button).toHaveText('Fale comigo aqui');
    await expect(button).toHaveClass(/btn-outline-primary/);
    const href = (await button.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/')).toBe(true);
    expect(href).toBe(`https://wa.me/${advisor.phone}?text=${encodeURIComponent(MESSAGE)}`);
    expect(new URL(href).searchParams.get('text')).toMatch(/estudar medicina no Paraguai/);
    await expect(button).toHaveAttribute('target', '_blank');
    expect((await button.getAttribute('rel'))!.split(' ')).toContain('noopener');
  }
}

test('when the landing shows the advisors, then each card has its title, note and a wa.me link with the phone and the encoded message', async ({ page }) => {
  await page.goto('/');
  await expectAdvisorBlock(page);
});

test('when the advisor route cards-teste opens, then it shows the same advisors block', async ({ page }) => {
  await page.goto('/cards-teste');
  await expect(page).toHaveURL(/\/cards-teste$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fale com um de nossos assessores' })).toBeVisible();
  await expectAdvisorBlock(page);
});

test('when every advisor button is clicked, then WhatsApp opens in a new tab and no /api request is made', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await page.goto('/');
  await expect(page.getByTestId('advisor-card')).toHaveCount(3);
  await page.waitForLoadState('networkidle');
  const apiCalls: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api')) apiCalls.push(request.url());
  });

  for (const [i, advisor] of ADVISORS.entries()) {
    const button = page.getByTestId('advisor-card').nth(i).getByRole('link', { name: /Fale comigo aqui/ });
    const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain(`https://wa.me/${advisor.phone}?text=`);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
  }
  expect(apiCalls).toEqual([]);
});

test('when the advisor cards are laid out, then they follow the spec constants (540 px, 150 px column, hover 1.02)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/cards-teste');
  const card = page.getByTestId('advisor-card').first();
  const style = await card.evaluate((el) => {
    const cs = getComputedStyle(el);
    return { maxWidth: cs.maxWidth, columns: cs.gridTemplateColumns };
  });
  expect(style.maxWidth).toBe('540px');
  expect(style.columns.split(' ')[0]).toBe('150px');
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(540);

  await card.hover();
  await expect.poll(() => card.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(1.02, 0, 0, 1.02, 0, 0)');
});
