/**
 * First content of the app pages in Chromium: milliseconds from navigation start until the deck page's cards
 * (a logged-in student) and the dashboard's numbers (an admin) are in the page, not a spinner or a skeleton.
 * Each load is cold (a new browser context, empty cache, no stored user), as when a link is opened in a new
 * tab. Two links: local and unthrottled, and a phone-like one through CDP (150 ms round trip, 1.6 Mbit/s
 * each way). Reports the median of several loads.
 *
 * Standalone: `node --import tsx bench/first-content.ts` builds nothing; it serves client/dist.
 */
import crypto from 'node:crypto';
import { pathToFileURL } from 'node:url';
import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import { chromium, type Browser } from 'playwright-core';
import { migrateLatest } from '@app/db';
import { APP_ORIGIN, seedStudent } from './http-reads.js';
import { freshDatabase, startBenchServer, type BenchServer } from './lib/server.js';
import { BenchSession } from './lib/session.js';

export const PHONE_LINK = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 } as const;
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface FirstContentFigures {
  /** Median milliseconds from navigation start to the content, and every run. */
  medianMs: number;
  runsMs: number[];
}

export interface FirstContentResult {
  local: { deck: FirstContentFigures; dashboard: FirstContentFigures };
  throttled: { deck: FirstContentFigures; dashboard: FirstContentFigures };
}

export interface Target {
  path: string;
  cookies: { name: string; value: string }[];
  /** Text that only the loaded content shows (never a loading state). */
  contentText: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function seedAdmin(knex: Knex) {
  const email = `bench-admin-${crypto.randomBytes(5).toString('hex')}@bench.local`;
  const password = 'senha-admin-bench-123';
  await knex('users').insert({ username: 'Admin Bench', email, password_hash: await bcrypt.hash(password, 12), role: 'admin' });
  return { email, password };
}

async function sessionCookies(server: BenchServer, email: string, password: string) {
  const session = new BenchSession(server.base, APP_ORIGIN);
  await session.login(email, password);
  return session.cookieHeader.split('; ').map((pair) => {
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  });
}

/** One cold load: a new context holding only the session cookies, timed inside the page from navigation start. */
export async function loadOnce(browser: Browser, appBase: string, target: Target, throttled: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies(target.cookies.map((c) => ({ ...c, url: appBase })));
    await context.addInitScript((text: string) => {
      const win = window as unknown as { __firstContentMs?: number };
      const observer = new MutationObserver(() => {
        if (win.__firstContentMs === undefined && document.querySelector('main')?.textContent?.includes(text)) {
          win.__firstContentMs = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    }, target.contentText);
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE_LINK });
    }
    await page.goto(`${appBase}${target.path}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => (window as unknown as { __firstContentMs?: number }).__firstContentMs,
      undefined,
      {
        timeout: 30_000,
      },
    );
    return Math.round((await handle.jsonValue()) as number);
  } finally {
    await context.close();
  }
}

async function measure(
  browser: Browser,
  appBase: string,
  target: Target,
  throttled: boolean,
  runs: number,
): Promise<FirstContentFigures> {
  await loadOnce(browser, appBase, target, throttled); // warm-up: server JIT and pools, not the browser cache
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) runsMs.push(await loadOnce(browser, appBase, target, throttled));
  return { medianMs: median(runsMs), runsMs };
}

export async function benchFirstContent(server: BenchServer, knex: Knex, runs = 7): Promise<FirstContentResult> {
  const student = await seedStudent(knex);
  const admin = await seedAdmin(knex);
  const deck: Target = {
    path: `/painel/flashcards/${student.deckId}`,
    cookies: await sessionCookies(server, student.email, student.password),
    contentText: 'Pergunta 0 sobre anatomia',
  };
  const dashboard: Target = {
    path: '/admin',
    cookies: await sessionCookies(server, admin.email, admin.password),
    contentText: 'prospectos cadastrados',
  };
  // Chromium resolves app.localhost to loopback; the client picks the app routes from the host name.
  const appBase = `http://app.localhost:${server.port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });
  try {
    return {
      local: {
        deck: await measure(browser, appBase, deck, false, runs),
        dashboard: await measure(browser, appBase, dashboard, false, runs),
      },
      throttled: {
        deck: await measure(browser, appBase, deck, true, runs),
        dashboard: await measure(browser, appBase, dashboard, true, runs),
      },
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const db = await freshDatabase('first_content');
  try {
    await migrateLatest(db.knex);
    const server = await startBenchServer({
      DATABASE_URL: db.url,
      SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://localhost:3000',
      APP_URL: APP_ORIGIN,
      ADMIN_PASSWORD: 'admin-bench-123',
    });
    try {
      const result = await benchFirstContent(server, db.knex);
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}
