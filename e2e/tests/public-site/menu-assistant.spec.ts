import { test, expect } from '@playwright/test';
import { widget } from '../chat/chat-helpers.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

test("when the 'Tire suas dúvidas' card is clicked, then the assistant opens on the page instead of WhatsApp", async ({ page, context }) => {
  const popups: string[] = [];
  context.on('page', (popup) => popups.push(popup.url()));
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Como podemos ajudar' }).getByRole('link', { name: /Tire suas dúvidas/ });
  await expect(card).toBeVisible(PAGE_LOAD);
  await expect(card).not.toHaveAttribute('href', /wa\.me/);

  await card.click();

  await expect(widget(page)).toBeVisible(PAGE_LOAD);
  await expect(widget(page).getByRole('button', { name: 'Sim' })).toBeFocused();
  expect(popups).toEqual([]);
});

test('when the assistant was opened from the card and closed, then the card opens it again', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Como podemos ajudar' }).getByRole('link', { name: /Tire suas dúvidas/ });
  await card.click();
  await expect(widget(page)).toBeVisible(PAGE_LOAD);
  await page.keyboard.press('Escape');
  await expect(widget(page)).toBeHidden();

  await card.click();

  await expect(widget(page)).toBeVisible(PAGE_LOAD);
});
