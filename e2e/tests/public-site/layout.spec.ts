import { test, expect, type Page } from '@playwright/test';
import { showcaseSiteContent } from '../../support/site-content.js';

test.beforeAll(showcaseSiteContent);

const WIDTHS = [375, 1280] as const;
const PATHS = ['/', '/cards-teste', '/privacy', '/terms', '/deletion-status'] as const;

async function noHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Top-level blocks of the page must stack without overlapping, and nothing in the header may overlap. */
async function noOverlaps(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`;
    const check = (elements: Element[]) => {
      const boxes = elements.map((el) => ({ el, box: el.getBoundingClientRect() })).filter(({ box }) => box.width > 0 && box.height > 0);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) if (overlap(boxes[i]!.box, boxes[j]!.box)) found.push(`${name(boxes[i]!.el)} × ${name(boxes[j]!.el)}`);
    };
    check(Array.from(document.querySelectorAll('.site > header, .site > main > *, .site > footer')));
    check(Array.from(document.querySelectorAll('.site-header__bar > *')));
    check(Array.from(document.querySelectorAll('.site-header__actions > *')));
    check(Array.from(document.querySelectorAll('.site-banner__controls > :not(.visually-hidden)')));
    for (const card of Array.from(document.querySelectorAll('.advisor-card'))) check(Array.from(card.children));
    for (const card of Array.from(document.querySelectorAll('.advisor-card__body'))) check(Array.from(card.children));
    check(Array.from(document.querySelectorAll('.site-menu__grid > li')));
    check(Array.from(document.querySelectorAll('.site-students__layout > *')));
    return found;
  });
  expect(problems).toEqual([]);
}

for (const width of WIDTHS) {
  for (const theme of ['claro', 'escuro'] as const) {
    test(`when the public pages render at ${width} px in the ${theme} theme, then nothing scrolls sideways or overlaps`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      for (const path of PATHS) {
        await page.goto(path);
        await expect(page.locator('.site')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await noHorizontalScroll(page);
        await noOverlaps(page);
      }
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme === 'escuro' ? 'dark' : 'light');
      await page.waitForLoadState('networkidle');
      const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
      await testInfo.attach(`landing-${width}-${theme}.png`, { body: shot, contentType: 'image/png' });
    });
  }
}

test('when the landing loads, then every image reserves its size and only the first banner image loads eagerly', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByTestId('student-photo')).toHaveCount(1);
  const images = await page.locator('.site img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      inBanner: !!img.closest('.site-banner'),
    })),
  );
  expect(images.length).toBeGreaterThan(8);
  for (const img of images) {
    expect(Number(img.width), `${img.src} width`).toBeGreaterThan(0);
    expect(Number(img.height), `${img.src} height`).toBeGreaterThan(0);
  }
  expect(images.filter((img) => img.loading !== 'lazy').map((img) => img.src)).toEqual(['/assets/banner/banner-matriculas.svg']);
  expect(images.filter((img) => !img.inBanner).every((img) => img.loading === 'lazy')).toBe(true);
});

test('when the landing loads, then the layout does not shift (CLS below 0.1)', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(300);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThan(0.1);
});
