import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test, expect, chromium, type BrowserContext } from '@playwright/test';
import { CITOLOGIA_CARDS, createDeckWithCards, studentSession } from './helpers.js';
import { DecksPage } from '../../pages/decks-page.js';
import { StudyPage } from '../../pages/study-page.js';
import { APP_BASE } from '../../support/env.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

let context: BrowserContext;
let profile: string;

// Lighthouse 12 dropped its "installable" audit; Chrome's own check (the one the install prompt uses) is asked instead,
// from an ordinary profile: the default test contexts are off-the-record, which Chrome never installs from.
test.beforeEach(async ({ launchOptions }) => {
  profile = await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-installable-'));
  context = await chromium.launchPersistentContext(profile, { ...launchOptions, headless: true });
});
test.afterEach(async () => {
  await context.close();
  await fs.rm(profile, { recursive: true, force: true });
});

test('Chrome finds the student panel installable with no error at all: manifest, icons and a worker that opens the start page offline', async () => {
  const page = context.pages()[0] ?? (await context.newPage());
  const { api } = await studentSession(page);
  const deck = await createDeckWithCards(api, CITOLOGIA_CARDS);
  const study = new StudyPage(page);
  await study.goto(deck.id);
  await expect(study.progress(1, 3)).toBeVisible(PAGE_LOAD);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL, scope: registration.scope };
  });
  expect(worker).toEqual({ script: `${APP_BASE}/sw.js`, scope: `${APP_BASE}/` });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${APP_BASE}/sw.js`);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
  expect(installabilityErrors).toEqual([]);
  const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data: string };
  expect(url).toBe(`${APP_BASE}/manifest.webmanifest`);
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data) as WebManifest;
  expect(manifest).toMatchObject({ name: 'Assessoria Medicina — Estudo', short_name: 'Estudo', start_url: '/painel/flashcards', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  // Fetched by the page: Node cannot resolve app.localhost, Chromium can.
  const icons = await page.evaluate(
    (sources) =>
      Promise.all(
        sources.map(async (src) => {
          const response = await fetch(src);
          return { src, status: response.status, type: response.headers.get('Content-Type') };
        }),
      ),
    manifest.icons.map((icon) => icon.src),
  );
  expect(icons).toEqual(manifest.icons.map((icon) => ({ src: icon.src, status: 200, type: 'image/png' })));

  // The installed app opens at start_url; without network the worker answers it.
  await context.setOffline(true);
  await page.goto(`${APP_BASE}${manifest.start_url}`);
  await expect(new DecksPage(page).heading).toBeVisible(PAGE_LOAD);
});
