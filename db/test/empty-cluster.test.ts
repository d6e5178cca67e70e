import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { clusterNeedsPreparation, prepareCluster } from '../src/pglite-cluster.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A data directory as the lock leaves it before the first start: created, empty. */
function freshDataDir(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-cluster-'));
  dirs.push(parent);
  const dataDir = path.join(parent, 'pg');
  fs.mkdirSync(dataDir);
  return dataDir;
}

async function openedSettings(dataDir: string) {
  const pg = new PGlite(dataDir);
  try {
    const { rows } = await pg.query<{ shared_buffers: string; pglite: string }>(
      "select current_setting('shared_buffers') as shared_buffers, substring(version() from 'PGlite [0-9.]+') as pglite",
    );
    return rows[0];
  } finally {
    await pg.close();
  }
}

const pgliteRoot = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');
const installedVersion = (JSON.parse(fs.readFileSync(path.join(pgliteRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

describe('the first start of the embedded database', () => {
  it('when PGlite is installed, then an empty cluster made by that very release ships beside the code', () => {
    const shipped = fs.readdirSync(path.join(import.meta.dirname, '../empty-cluster'));
    expect(shipped).toEqual([`pglite-${installedVersion}.tar.br`]);
  });

  it('when the directory is new, then the shipped cluster is unpacked with the memory settings and opens', async () => {
    const dataDir = freshDataDir();
    await prepareCluster(dataDir);
    expect(clusterNeedsPreparation(dataDir)).toBe(false);
    expect(fs.existsSync(`${dataDir}.creating`)).toBe(false);
    expect(await openedSettings(dataDir)).toEqual({ shared_buffers: '16MB', pglite: `PGlite ${installedVersion}` });
  }, 120_000);

  it('when no empty cluster ships for the installed release, then initdb makes one with the same settings', async () => {
    const dataDir = freshDataDir();
    await prepareCluster(dataDir, { archive: path.join(os.tmpdir(), 'no-such-empty-cluster.tar.br') });
    expect(clusterNeedsPreparation(dataDir)).toBe(false);
    expect(await openedSettings(dataDir)).toEqual({ shared_buffers: '16MB', pglite: `PGlite ${installedVersion}` });
  }, 300_000);

  it('when the directory holds other files and no cluster, then it is refused and left untouched', async () => {
    const dataDir = freshDataDir();
    fs.writeFileSync(path.join(dataDir, 'notas.txt'), 'não apagar');
    await expect(prepareCluster(dataDir)).rejects.toThrow(/não está vazio e não contém um banco/);
    expect(fs.readdirSync(dataDir)).toEqual(['notas.txt']);
    expect(fs.existsSync(`${dataDir}.creating`)).toBe(false);
  }, 120_000);
});
