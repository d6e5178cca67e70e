/**
 * Lighthouse on Debian Chromium (never a downloaded browser): performance, accessibility, best practices and SEO
 * scores (0–100) for one URL, plus the lab metrics behind the performance score.
 * Default is Lighthouse's mobile profile (emulated phone, simulated slow 4G and 4× CPU slowdown).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export interface LighthouseReport extends LighthouseScores {
  formFactor: 'mobile' | 'desktop';
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Audits of the four categories that did not pass (id and title), to say what to fix. */
  failing: { id: string; title: string }[];
}

export interface LighthouseOptions {
  formFactor?: 'mobile' | 'desktop';
  chromePath?: string;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<LighthouseReport> {
  const formFactor = options.formFactor ?? 'mobile';
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      formFactor === 'desktop'
        ? {
            extends: 'lighthouse:default',
            settings: {
              formFactor: 'desktop',
              screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
              throttling: { rttMs: 40, throughputKbps: 10_240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 },
            },
          }
        : undefined,
    );
    if (!result) throw new Error(`lighthouse returned no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    // A page Lighthouse could not load scores 0 silently: say why instead.
    if (runtimeError) throw new Error(`lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'];
    const failing = categoryIds
      .flatMap((id) => categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id])
      .filter((audit): audit is NonNullable<typeof audit> => !!audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => ({ id: audit.id, title: audit.title }));
    return {
      formFactor,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      metrics: {
        fcpMs: Math.round(numeric('first-contentful-paint')),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        tbtMs: Math.round(numeric('total-blocking-time')),
        cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
        speedIndexMs: Math.round(numeric('speed-index')),
      },
      failing,
    };
  } finally {
    chrome.kill();
  }
}

export default runLighthouse;
