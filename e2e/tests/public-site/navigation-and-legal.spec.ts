import { test, expect } from '@playwright/test';
import { APP_BASE, PUBLIC_BASE } from '../../support/env.js';

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
  expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(page.locator('[data-slot="chat-widget"]')).toHaveCount(1);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page).toHaveURL(`${PUBLIC_BASE}/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
  await expect(page).toHaveURL(`${PUBLIC_BASE}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
});

test('when /privacy opens, then it shows the policy with its date, LGPD rights, cookies and both ways to delete data', async ({ page }) => {
  await page.goto('/privacy');
  const article = page.locator('article[lang="en"]');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(article).toContainText('Last updated: November 25, 2026');
  for (const heading of ['Data we collect', 'Why we use your data', 'Who we share it with', 'Cookies and local storage', 'Your rights under the LGPD', 'Deleting your data']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(article.getByRole('link', { name: '/painel/config' }).first()).toHaveAttribute('href', `${APP_BASE}/painel/config`);
  await expect(article).toContainText('Apps and websites');
  await expect(article).toContainText('190 days');
  const portuguese = article.locator('section[lang="pt-BR"]');
  await expect(portuguese.getByRole('heading', { level: 2, name: 'Versão em português' })).toBeVisible();
  for (const right of ['Acesso e cópia', 'Correção', 'Exclusão', 'Consentimento e revogação']) await expect(portuguese).toContainText(right);
  await expect(portuguese).toContainText('190 dias');
  await expect(portuguese).toContainText('áudios gerados que ninguém ouviu por 90 dias');
  await article.getByRole('link', { name: 'deletion status page' }).click();
  await expect(page).toHaveURL(`${PUBLIC_BASE}/deletion-status`);
});

test('when /terms opens, then it shows the effective date, the 18+ rule, AI and WhatsApp use and account deletion', async ({ page }) => {
  await page.goto('/terms');
  const article = page.locator('article[lang="en"]');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expect(article).toContainText('Effective date: May 10, 2025');
  await expect(page.getByRole('heading', { name: 'Eligibility' })).toBeVisible();
  await expect(article).toContainText('at least 18 years old');
  await expect(page.getByRole('heading', { name: 'The AI assistant' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'WhatsApp chat' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account deletion' })).toBeVisible();
  await expect(article.getByRole('link', { name: '/painel/config' })).toHaveAttribute('href', `${APP_BASE}/painel/config`);
});

test('when an unknown public path is opened, then it redirects to the landing', async ({ page }) => {
  await page.goto('/qualquer/coisa?x=1');
  await expect(page).toHaveURL(`${PUBLIC_BASE}/`);
  await expect(page.getByTestId('banner-slide').first()).toBeVisible();
});
