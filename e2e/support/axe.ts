import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  help: string;
  targets: string[];
}

/**
 * axe-core's WCAG 2.x A/AA and best-practice rules on the page as it is now. The script runs through the browser's
 * debugging protocol (page.evaluate), so the app's Content-Security-Policy does not get in its way.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((node) => node.target.join(' ')) }));
  });
}
