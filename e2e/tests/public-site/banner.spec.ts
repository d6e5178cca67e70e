import { test, expect, type Page } from '@playwright/test';
import { showcaseSiteContent } from '../../support/site-content.js';
import { leaveCarousels as leaveBanner, openWithStoppedClock } from './clock.js';

// The showcase advisory has the example's three slides (the banner is the advisory's content, edited in /admin/site).
test.beforeAll(showcaseSiteContent);

const slides = (page: Page) => page.getByTestId('banner-slide');
const activeSlide = (page: Page) => page.locator('[data-testid="banner-slide"][data-active="true"]');
const progress = (page: Page) => page.getByTestId('banner-progress');

async function openLanding(page: Page) {
  await openWithStoppedClock(page, '/', progress(page));
  await expect(slides(page)).toHaveCount(3);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');
}

test('when the landing opens, then slide 1 shows and after 6 s the banner fades to slide 2 with a restarted progress bar', async ({ page }) => {
  await openLanding(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Matrículas abertas para Medicina no Paraguai' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('data-cycle', '0');
  const transition = await slides(page).first().evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(transition.split(',').map((s) => s.trim())).toContain('0.3s');

  // The banner mounted less than 100 ms of page time ago.
  await page.clock.runFor(5_850);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');

  await page.clock.runFor(200);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 3');
  await expect(page.getByRole('heading', { level: 2, name: 'Tire suas dúvidas com a nossa IA ou com a equipe' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Matrículas abertas para Medicina no Paraguai' })).toBeHidden();
  // The progress bar is a new element (its CSS animation starts again from zero) inside the second track.
  await expect(progress(page)).toHaveAttribute('data-cycle', '1');
  await expect(page.locator('.site-banner__track').nth(1).getByTestId('banner-progress')).toHaveCount(1);
  await expect(page.locator('.site-banner__track').first()).toHaveAttribute('data-state', 'done');

  await page.clock.runFor(6_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 de 3');
  await page.clock.runFor(6_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');
  await expect(progress(page)).toHaveAttribute('data-cycle', '3');
});

test('when the arrows are clicked, then the banner moves both ways and wraps around', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('button', { name: 'Próximo slide' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 3');
  await expect(progress(page)).toHaveAttribute('data-cycle', '1');

  await page.getByRole('button', { name: 'Slide anterior' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');
  await page.getByRole('button', { name: 'Slide anterior' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 de 3');
  await page.getByRole('button', { name: 'Próximo slide' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');
  await expect(progress(page)).toHaveAttribute('data-cycle', '4');

  // A slide chosen with the arrows gets a full, exact 6 s once the visitor moves on.
  await leaveBanner(page);
  await page.clock.runFor(5_990);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');
  await page.clock.runFor(20);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 3');
  await expect(progress(page)).toHaveAttribute('data-cycle', '5');
});

test('when the pointer rests on the banner, then it pauses, and it resumes with the time that was left', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('button', { name: 'Próximo slide' }).click();
  await leaveBanner(page);
  await page.clock.runFor(2_000);
  await page.getByRole('heading', { level: 2, name: 'Tire suas dúvidas com a nossa IA ou com a equipe' }).hover();
  await expect(progress(page)).toHaveAttribute('data-running', 'false');
  await page.clock.runFor(20_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 3');

  await leaveBanner(page);
  await expect(progress(page)).toHaveAttribute('data-running', 'true');
  await page.clock.runFor(3_990);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 3');
  await page.clock.runFor(20);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 de 3');
});

test('when the pause button is used, then the banner stops until it is resumed', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('button', { name: 'Pausar apresentação' }).click();
  await leaveBanner(page);
  await page.clock.runFor(30_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');

  await page.getByRole('button', { name: 'Retomar apresentação' }).click();
  await leaveBanner(page);
  await page.clock.runFor(6_100);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 3');
});

test('when the visitor prefers reduced motion, then the banner neither fades nor rotates by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openLanding(page);
  const transition = await slides(page).first().evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(transition.split(',').every((s) => s.trim() === '0s')).toBe(true);
  await expect(page.getByRole('button', { name: 'Pausar apresentação' })).toBeHidden();
  await page.clock.runFor(30_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 de 3');
  await page.getByRole('button', { name: 'Próximo slide' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 de 3');
});
