import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module run by node after `vite build`; no type declarations
import { compressDir, MIN_BYTES } from '../../../client/scripts/compress-build.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('client build compression (client/scripts/compress-build.mjs)', () => {
  it('when a hashed file is large enough, then its brotli and gzip twins decode to the same bytes; small, binary and incompressible files get none', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compress-build-'));
    const bundle = `export const texto = ${JSON.stringify('Matrícula no Paraguai. '.repeat(200))};\n`;
    writeFileSync(path.join(dir, 'app-AbCd1234.js'), bundle);
    writeFileSync(path.join(dir, 'tiny-EfGh5678.js'), 'export const a = 1;\n'.padEnd(MIN_BYTES - 1, ' '));
    writeFileSync(path.join(dir, 'photo-IjKl9012.webp'), bundle);
    // Random bytes do not shrink: a twin as large as its file is not written.
    writeFileSync(path.join(dir, 'noise-MnOp3456.json'), randomBytes(4096));

    const written: string[] = await compressDir(dir);

    expect(written).toEqual(['app-AbCd1234.js.br', 'app-AbCd1234.js.gz']);
    expect(readdirSync(dir).sort()).toEqual(['app-AbCd1234.js', 'app-AbCd1234.js.br', 'app-AbCd1234.js.gz', 'noise-MnOp3456.json', 'photo-IjKl9012.webp', 'tiny-EfGh5678.js']);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'app-AbCd1234.js.br'))).toString()).toBe(bundle);
    expect(zlib.gunzipSync(readFileSync(path.join(dir, 'app-AbCd1234.js.gz'))).toString()).toBe(bundle);
  });
});
