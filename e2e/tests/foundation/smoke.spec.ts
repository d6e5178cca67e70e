import { test, expect } from '@playwright/test';
import { APP_BASE, PUBLIC_BASE } from '../../support/env.js';

test('the public host and the app host both serve the SPA', async ({ page }) => {
  await page.goto(PUBLIC_BASE);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.goto(`${APP_BASE}/`);
  await expect(page).toHaveURL(`${APP_BASE}/login`);
});
