import { test, expect } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { consoleErrors } from '../../support/console.js';
import { openWidget, widget } from '../chat/chat-helpers.js';

test('when a logged-out visitor loads the login page, then the session check logs no console error', async ({ page }) => {
  const errors = consoleErrors(page);
  const probe = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me');
  await page.goto(`${APP_BASE}/login`);
  expect((await probe).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('when a logged-out visitor opens a panel link, then they land on the login page with no console error', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(`${APP_BASE}/painel/flashcards/1`);
  await expect(page).toHaveURL(`${APP_BASE}/login`);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('when a visitor loads the landing and opens the assistant, then nothing is logged as an error', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);

  await openWidget(page);
  await expect(widget(page)).toContainText('Você já tem uma conta?');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
