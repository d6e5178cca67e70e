// Writes a brotli and a gzip twin beside each hashed build file, so the server sends bytes instead of compressing the
// same bundle again on every cold page load (server/src/lib/static-client.ts serves them from dist/build).
// It runs after `vite build` rather than as a bundler plugin: brotli at its best quality is most of a build's CPU, and
// inside the bundler it ran in the manifest's generateBundle hook, where Rolldown reported it as a slow plugin.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this a file fits in a packet or two and its twin would save nothing worth a file. */
export const MIN_BYTES = 1024;

const TWINS = [
  { suffix: '.br', compress: (bytes) => brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }) },
  { suffix: '.gz', compress: (bytes) => gzip(bytes, { level: 9 }) },
];

/** Compresses every file of `dir` (not recursive); a twin that is not smaller than its file is not written. */
export async function compressDir(dir, { concurrency = Math.max(1, os.availableParallelism()) } = {}) {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  const written = [];
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const file = path.join(dir, name);
      if ((await stat(file)).size < MIN_BYTES) continue;
      const bytes = await readFile(file);
      for (const twin of TWINS) {
        const packed = await twin.compress(bytes);
        if (packed.length >= bytes.length) continue;
        await writeFile(file + twin.suffix, packed);
        written.push(name + twin.suffix);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written.sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist/build');
  const written = await compressDir(dir);
  console.log(`compressed ${written.length} files in ${path.relative(process.cwd(), dir) || '.'}`);
}
