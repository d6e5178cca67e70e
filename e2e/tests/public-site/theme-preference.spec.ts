import { test, expect, type Page } from '@playwright/test';
import { PAGE_LOAD } from '../../support/timeouts.js';

const html = (page: Page) => page.locator('html');

test('when a first-time visitor prefers dark, then the site opens in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark', PAGE_LOAD);
  await expect(page.getByRole('button', { name: 'Tema escuro' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('when nothing was chosen and the system preference changes, then the site follows it until the visitor picks a theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-theme', 'light', PAGE_LOAD);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');

  const toggle = page.getByRole('button', { name: 'Tema escuro' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('claro');

  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'light', PAGE_LOAD);
});

test('when the visitor chose light before, then a dark system preference does not override it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'claro'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-theme', 'light', PAGE_LOAD);
});

test('when the scripts have not run yet and the system prefers dark, then the page already paints dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Stands in for the moment before the main module runs: no script ever arrives.
  await page.route('**/*.js', (route) => route.abort());
  await page.route('**/*.tsx', (route) => route.abort());
  await page.goto('/');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(15, 23, 20)');
});
