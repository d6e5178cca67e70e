import { test, expect } from '@playwright/test';
import { APP_BASE, PUBLIC_BASE } from '../../support/env.js';
import { showcaseSiteContent, SHOWCASE_WHATSAPP } from '../../support/site-content.js';

test.beforeAll(showcaseSiteContent);

test("when 'Área de Assessorados' is clicked, then the app host's login page opens", async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Área de Assessorados' });
  await expect(link).toHaveAttribute('href', `${APP_BASE}/login`);
  await link.click();
  await expect(page).toHaveURL(`${APP_BASE}/login`);
});

test('when the landing loads, then it has the card menu, the WhatsApp button, the chat slot and the footer links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const menu = page.getByRole('region', { name: 'Como podemos ajudar' });
  await expect(menu.getByRole('listitem')).toHaveCount(4);
  await expect(menu.getByRole('link', { name: /Painel de estudos/ })).toHaveAttribute('href', `${APP_BASE}/login`);
  const whatsapp = page.getByTestId('whatsapp-button');
  await expect(whatsapp).toHaveText('Falar no WhatsApp');
  expect(await whatsapp.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${SHOWCASE_WHATSAPP}\\?text=`));
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(page.locator('[data-slot="chat-widget"]')).toHaveCount(1);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page).toHaveURL(`${PUBLIC_BASE}/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
  await expect(page).toHaveURL(`${PUBLIC_BASE}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
});

test('when /privacy opens, then the policy is in Portuguese (heading, back link, date, LGPD rights, retention) with the English version below in lang=en', async ({ page }) => {
  await page.goto('/privacy');
  const article = page.locator('article[lang="pt-BR"]');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  await expect(article.getByRole('link', { name: '← Voltar para a página inicial' })).toHaveAttribute('href', '/');
  await expect(article.locator('.legal__header')).toContainText('Última atualização: 28 de novembro de 2026');
  for (const heading of ['1. Quem somos', '2. Dados que coletamos', '3. Para que usamos os seus dados', '7. Seus direitos pela LGPD', '8. Como excluir os seus dados']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(article.getByRole('link', { name: 'Configurações da Conta' }).first()).toHaveAttribute('href', `${APP_BASE}/painel/config`);
  await expect(article).toContainText('190 dias');
  await expect(article).toContainText('áudios gerados que ninguém ouviu por 90 dias');
  await expect(article).not.toContainText('WhatsApp da página inicial');

  const english = article.locator('section[lang="en"]');
  await expect(english.getByRole('heading', { level: 2, name: 'English version' })).toBeVisible();
  await expect(english).toContainText('Privacy Policy. Last updated: November 28, 2026');
  for (const heading of ['Data we collect', 'Your rights under the LGPD', 'Deleting your data']) {
    await expect(english.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  }
  await expect(english).toContainText('190 days');
  await english.getByRole('link', { name: 'deletion status page' }).click();
  await expect(page).toHaveURL(`${PUBLIC_BASE}/deletion-status`);
});

test('when /terms opens, then the terms are in Portuguese (18+ rule, assistant, WhatsApp, deletion) with the English version below in lang=en', async ({ page }) => {
  await page.goto('/terms');
  const article = page.locator('article[lang="pt-BR"]');
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await expect(article.locator('.legal__header')).toContainText('Em vigor desde: 10 de maio de 2025');
  await expect(page.getByRole('heading', { level: 2, name: '1. Quem pode usar' })).toBeVisible();
  await expect(article).toContainText('ao menos 18 anos');
  await expect(page.getByRole('heading', { level: 2, name: '4. O assistente virtual' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '8. Exclusão da conta' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'Configurações da Conta' })).toHaveAttribute('href', `${APP_BASE}/painel/config`);

  const english = article.locator('section[lang="en"]');
  await expect(english).toContainText('Terms of Use. Effective date: May 10, 2025');
  await expect(english.getByRole('heading', { level: 3, name: '1. Eligibility' })).toBeVisible();
  await expect(english).toContainText('at least 18 years old');
  await expect(english.getByRole('link', { name: '/painel/config' })).toHaveAttribute('href', `${APP_BASE}/painel/config`);
});

test('when an unknown public path is opened, then it redirects to the landing', async ({ page }) => {
  await page.goto('/qualquer/coisa?x=1');
  await expect(page).toHaveURL(`${PUBLIC_BASE}/`);
  await expect(page.getByTestId('banner-slide').first()).toBeVisible();
});
