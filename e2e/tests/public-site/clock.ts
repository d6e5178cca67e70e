import type { Locator, Page } from '@playwright/test';

const START = new Date('2025-05-01T12:00:00Z');

/**
 * Opens `path` with fake timers that move only through page.clock.runFor. While the page boots, the
 * clock is stepped 100 ms at a time (React reveals lazy content on timers) until `ready` exists, so
 * whatever mounted did so less than 100 ms of page time before this returns. The real-time limit is
 * generous: a slow machine needs more steps, not a different outcome.
 */
export async function openWithStoppedClock(page: Page, path: string, ready: Locator) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
  await page.goto(path);
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if ((await ready.count()) > 0) return;
    await page.clock.runFor(100);
    await page.waitForTimeout(50); // real time for the network and module loading
  }
  throw new Error(`${path} did not render ${ready} with the clock stopped`);
}

/** Takes the pointer and the keyboard focus away from the carousels (both pause them). */
export async function leaveCarousels(page: Page) {
  await page.mouse.move(5, 5); // the navigation bar
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
