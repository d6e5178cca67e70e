import { test, expect, type Page } from '@playwright/test';
import { showcaseSiteContent } from '../../support/site-content.js';
import { leaveCarousels as leaveCarousel, openWithStoppedClock } from './clock.js';

test.beforeAll(showcaseSiteContent);

async function openLanding(page: Page) {
  await openWithStoppedClock(page, '/', page.getByTestId('student-photo'));
  await expect(page.getByTestId('student-photo')).toHaveAttribute('data-index', '0');
}

test('when 50 clock ticks of 5 s pass, then the students carousel never shows the same photo twice in a row', async ({ page }) => {
  test.setTimeout(90_000);
  await openLanding(page);
  const section = page.getByRole('region', { name: 'Nossos Assessorados' });
  await expect(section.getByRole('heading', { name: 'Nossos Assessorados' })).toBeVisible();
  const photo = page.getByTestId('student-photo');
  await expect(photo).toHaveAttribute('data-index', '0');
  expect(await photo.evaluate((img) => getComputedStyle(img).animationDuration)).toBe('0.3s');

  const shown = [Number(await photo.getAttribute('data-index'))];
  for (let tick = 0; tick < 50; tick++) {
    await page.clock.runFor(5_000);
    const previous = shown[shown.length - 1]!;
    await expect(photo).not.toHaveAttribute('data-index', String(previous));
    const index = Number(await photo.getAttribute('data-index'));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(19);
    expect(await photo.getAttribute('src')).toBe(`/assets/assessorados/assessorado-${String(index + 1).padStart(2, '0')}.svg`);
    shown.push(index);
  }
  for (let i = 1; i < shown.length; i++) expect(shown[i]).not.toBe(shown[i - 1]);
  expect(new Set(shown).size).toBeGreaterThan(8);
});

test('when the carousel is paused, then the photo stays until it is resumed', async ({ page }) => {
  await openLanding(page);
  const photo = page.getByTestId('student-photo');
  await page.getByRole('button', { name: 'Pausar fotos' }).click();
  await leaveCarousel(page);
  await page.clock.runFor(30_000);
  await expect(photo).toHaveAttribute('data-index', '0');
  await page.getByRole('button', { name: 'Retomar fotos' }).click();
  await leaveCarousel(page);
  await page.clock.runFor(5_100);
  await expect(photo).not.toHaveAttribute('data-index', '0');
});
