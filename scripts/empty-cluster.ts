/**
 * Writes the empty cluster that a first start unpacks instead of running initdb (db/src/pglite-cluster.ts): run it
 * after upgrading @electric-sql/pglite (`npm run db:empty-cluster`), then commit the new file. A test fails while the
 * file for the installed release is missing; until then, first starts fall back to initdb.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { emptyClusterArchive, installedPgliteVersion, PGLITE_SHARED_BUFFERS } from '../db/src/pglite-cluster.js';

const version = installedPgliteVersion();
const archive = emptyClusterArchive(version);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-cluster-'));
try {
  const pg = new PGlite(path.join(scratch, 'pg'));
  await pg.waitReady;
  await pg.exec(`alter system set shared_buffers = '${PGLITE_SHARED_BUFFERS}'`);
  // Everything on disk before the files are read: the archive then opens with no recovery to replay.
  await pg.exec('checkpoint');
  const tar = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
  await pg.close();
  // Brotli at its best: ~1.3 MB against ~4.5 MB for PGlite's own gzip, and node decompresses it with no package.
  const compressed = zlib.brotliCompressSync(tar, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: zlib.constants.BROTLI_MAX_WINDOW_BITS,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: tar.length,
    },
  });
  const dir = path.dirname(archive);
  fs.mkdirSync(dir, { recursive: true });
  for (const old of fs.readdirSync(dir)) if (old.startsWith('pglite-') && old.endsWith('.tar.br')) fs.rmSync(path.join(dir, old));
  fs.writeFileSync(archive, compressed);
  process.stdout.write(
    `${path.relative(process.cwd(), archive)}: ${(compressed.length / 1024 / 1024).toFixed(1)} MB (${(tar.length / 1024 / 1024).toFixed(0)} MB unpacked)\n`,
  );
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
