import { test, expect, type Page } from '@playwright/test';
import { PAGE_LOAD } from '../../support/timeouts.js';

/**
 * Scrolls to the very end, where the footer meets the floating chat button. Sections below the fold can still grow
 * while the page settles (lazy images, the help links), so each try scrolls again before checking.
 */
async function scrollToEnd(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        // 1 px of slack: scroll positions can be fractional where the layout is not.
        return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
      }),
    )
    .toBe(true);
}

for (const width of [375, 1280] as const) {
  test(`when the landing is scrolled to the end at ${width} px, then the floating chat button covers nothing in the footer`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Tire suas dúvidas' });
    await expect(launcher).toBeVisible(PAGE_LOAD);

    await scrollToEnd(page);

    const footer = page.getByRole('contentinfo');
    const launcherBox = (await launcher.boundingBox())!;
    const parts = [footer.getByRole('link', { name: 'Política de Privacidade' }), footer.getByRole('link', { name: 'Termos de Uso' }), footer.getByText(/^©/)];
    for (const part of parts) {
      const box = (await part.boundingBox())!;
      const name = await part.textContent();
      const overlaps = box.x < launcherBox.x + launcherBox.width && launcherBox.x < box.x + box.width && box.y < launcherBox.y + launcherBox.height && launcherBox.y < box.y + box.height;
      expect(overlaps, `${name} under the chat button`).toBe(false);
    }
    // What a tap at each link's centre reaches is the link itself.
    for (const link of parts.slice(0, 2)) {
      const box = (await link.boundingBox())!;
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      expect(hit).toBe(await link.textContent());
    }
  });
}
