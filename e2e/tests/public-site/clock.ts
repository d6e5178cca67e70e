import type { Page } from '@playwright/test';

/**
 * Fake timers flow while the page boots (React reveals lazy content on timers); once the page is ready
 * this stops them, so time then moves only through page.clock.runFor. The page's clock keeps running
 * while the pause is requested, hence the retry with a longer step.
 */
export async function installClock(page: Page) {
  await page.clock.install({ time: new Date('2025-05-01T12:00:00Z') });
}

export async function stopClock(page: Page) {
  for (const ahead of [200, 1_000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch {
      // the page's clock already passed that instant: try again a little further ahead
    }
  }
  throw new Error('could not pause the page clock');
}

/** Takes the pointer and the keyboard focus away from the carousels (both pause them). */
export async function leaveCarousels(page: Page) {
  await page.mouse.move(5, 5); // the navigation bar
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
