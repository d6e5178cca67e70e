import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Postgres' shared buffers inside PGlite. Postgres touches all of them at start and WebAssembly memory never shrinks,
 * so the default 128 MB stays resident for the life of the process; 16 MB holds an advisory's working set (its whole
 * database is tens of MB) and the rest is served from the operating system's file cache through PGlite's NodeFS.
 * Measured: reopening a cluster went from 280 MB to 161 MB of RSS.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Run by a short-lived `node -e` (plain CommonJS: no TypeScript loader, same code under tsx, vitest and the bundle):
 * creates the cluster when absent and records the memory settings in postgresql.auto.conf, where every later open
 * reads them.
 */
const PREPARE_SCRIPT = `
const [pglitePath, dataDir, sharedBuffers] = process.argv.slice(1);
const { PGlite } = require(pglitePath);
(async () => {
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  await pg.exec("alter system set shared_buffers = '" + sharedBuffers + "'");
  await pg.close();
})().catch((error) => {
  process.stderr.write(String(error && error.stack || error) + '\\n');
  process.exit(1);
});
`;

/** True when the directory holds no cluster yet, or one without this version's memory settings. */
export function clusterNeedsPreparation(dataDir: string): boolean {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return true;
  const autoConf = path.join(dataDir, 'postgresql.auto.conf');
  const text = fs.existsSync(autoConf) ? fs.readFileSync(autoConf, 'utf8') : '';
  return !text.split('\n').includes(`shared_buffers = '${PGLITE_SHARED_BUFFERS}'`);
}

/**
 * Creates the cluster (initdb) and applies the memory settings in a child process. initdb is PGlite's memory peak
 * (~800 MB of RSS on a fresh directory) and a process keeps WebAssembly memory at its peak, so doing it in the server
 * would leave that peak resident for as long as the server runs. The caller holds the data directory's lock: the child
 * is the only other process that touches the directory, and it has exited before the caller opens it.
 */
export async function prepareCluster(dataDir: string): Promise<void> {
  const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const child = spawn(process.execPath, ['-e', PREPARE_SCRIPT, pglitePath, path.resolve(dataDir), PGLITE_SHARED_BUFFERS], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // A TypeScript loader or inspector flag in NODE_OPTIONS would cost the child memory and time for nothing.
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`Falha ao preparar o banco embutido em ${dataDir} (código ${code}):\n${stderr}`);
}
