import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** Source, style, data and config files of every workspace (client, server, contracts, db, e2e, bench, scripts, eval, tools). */
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|json)$/;

/**
 * A comment explains why, or cites a page of docs/ that a reader of this repository can open. The first release's
 * specification and the issue tracker are not in the repository, so a section number of the specification or an issue number tells a reader nothing:
 * cite docs/product.md's section instead ("docs/product.md, Card review").
 */
const CITATIONS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'the specification (SPEC \u00a7…)', pattern: /\bSPEC\b|\u00a7\s*\d/ },
  { name: 'an issue number', pattern: /\bissues?\s*(?:#|n[º°o]\.?\s*)?\d+/i },
];

/** Legal and standards text cites its own sections: LGPD and RFC section marks. */
const LEGAL_SECTION = /\b(?:RFC \d+|art\.? ?\d+|LGPD[^§\n]{0,20})\s*§\s*\d+/gi;

function trackedSources(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  // This file's own examples are the citations it looks for.
  const self = path.relative(root, import.meta.filename);
  return out.split('\0').filter((file) => SOURCE.test(file) && !file.endsWith('package-lock.json') && file !== self);
}

function citationsIn(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const withoutLegal = line.replace(LEGAL_SECTION, '');
    for (const { name, pattern } of CITATIONS) {
      const match = pattern.exec(withoutLegal);
      if (match) found.push(`${index + 1}: ${name}: ${match[0]}`);
    }
  });
  return found;
}

describe('citations in the source', () => {
  it('when a line cites the specification or an issue number, then it is caught; docs pages, legal sections and prose are not', () => {
    expect(citationsIn('// Level rule (SPEC \u00a74.4).')).toHaveLength(1);
    expect(citationsIn('/* see \u00a72.8 */')).toHaveLength(1);
    expect(citationsIn(` * Lead source (${'issue'} 15, point 7): …`)).toHaveLength(1);
    expect(citationsIn("describe('Issue #20: deletes', () => {")).toHaveLength(1);
    expect(citationsIn('// Level rule (docs/product.md, Card review).')).toEqual([]);
    expect(citationsIn('/** The CSV copies (LGPD art. 19 \u00a73: a reusable format). */')).toEqual([]);
    expect(citationsIn('/** `If-None-Match` (RFC 9110 \u00a713.1.2). */')).toEqual([]);
    expect(citationsIn("it('when the sync has an issue, then it retries', () => {")).toEqual([]);
  });

  it('when every tracked source file is read (client, server, contracts, db, e2e, bench, scripts, eval, tools), then none cites a document outside the repository', () => {
    const files = trackedSources();
    for (const folder of ['client/', 'server/', 'contracts/', 'db/', 'e2e/', 'bench/', 'scripts/', 'eval/']) {
      expect(files.some((file) => file.startsWith(folder)), folder).toBe(true);
    }
    const offenders = files.flatMap((file) => citationsIn(readFileSync(path.join(root, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(offenders).toEqual([]);
  });
});
