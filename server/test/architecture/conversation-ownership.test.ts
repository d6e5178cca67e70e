import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Static facts of the house: one domain owns the conversation's messages, no domain reaches into another's
 * repository (domains talk through services in their index), and the message event is built in one place.
 */
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

function sources(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(full);
    return /\.(ts|mts)$/.test(entry.name) ? [full] : [];
  });
}
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const domainOf = (file: string) => rel(file).split('/')[0]!;
const FILES = sources().map((file) => ({ file: rel(file), domain: domainOf(file), text: fs.readFileSync(file, 'utf8') }));

/** A statement that changes `mensagens`: a knex builder on it with insert/update/delete, or SQL that writes it. */
const WRITES_MENSAGENS = [
  /\(\s*['"`]mensagens['"`]\s*\)(?:(?!\n\s*\n)[\s\S]){0,400}?\.(insert|update|delete|del|increment|decrement|truncate)\s*\(/,
  /\b(insert\s+into|update|delete\s+from)\s+"?mensagens"?\b/i,
];

describe('who writes the conversation', () => {
  it('when the sources are read, then only the conversation domain writes mensagens', () => {
    const writers = FILES.filter((f) => f.domain !== 'conversation' && WRITES_MENSAGENS.some((pattern) => pattern.test(f.text))).map(
      (f) => f.file,
    );
    expect(writers).toEqual([]);
  });

  it('when the check itself reads a writer, then it finds it (the rule cannot pass by missing every write)', () => {
    const writer = FILES.find((f) => f.file === 'conversation/conversation.repository.ts')!;
    expect(WRITES_MENSAGENS.some((pattern) => pattern.test(writer.text))).toBe(true);
  });
});

describe('domains talk through services', () => {
  it('when an index is read, then it exports no repository', () => {
    const leaks = FILES.filter((f) => f.file.endsWith('/index.ts') && /export\s*\{[^}]*\b\w+Repository\b[^}]*\}/.test(f.text)).map((f) => f.file);
    expect(leaks).toEqual([]);
  });

  it('when a domain imports another domain, then no imported name is a repository', () => {
    const crossings: string[] = [];
    for (const f of FILES) {
      for (const match of f.text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]\.\.\/([\w-]+)\/index\.js['"]/g)) {
        const [, names, target] = match;
        if (target === f.domain) continue;
        for (const name of names!.split(',').map((n) => n.replace(/^type\s+/, '').trim().split(/\s+as\s+/)[0]!)) {
          if (/Repository$/.test(name)) crossings.push(`${f.file} → ${target}: ${name}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });
});

describe('the message event', () => {
  it('when the sources are read, then "nova-mensagem" is emitted in one file, from the one builder', () => {
    const emitters = FILES.filter((f) => /['"]nova-mensagem['"]/.test(f.text)).map((f) => f.file);
    expect(emitters).toEqual(['conversation/conversation.service.ts']);
    const builders = FILES.filter((f) => /export function messageEvent\b/.test(f.text)).map((f) => f.file);
    expect(builders).toEqual(['conversation/conversation-state.ts']);
  });
});
