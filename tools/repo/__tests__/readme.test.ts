import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The README is a user's guide: what it is, how to run, test, adapt and deploy it; everything else lives in docs/. */
describe('README.md', () => {
  it('when counted, then it is at most 200 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  });

  it('when read, then it gives the two commands a newcomer needs', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
  });

  it('when it links into docs/, then every linked page exists', () => {
    const links = [...readme.matchAll(/\]\((docs\/[^)#\s]+)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    const missing = links.filter((link) => {
      try {
        readFileSync(path.join(root, link));
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});
