import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { unpackClusterArchive } from './cluster-archive.js';

const require = createRequire(import.meta.url);

/**
 * Postgres' shared buffers inside PGlite. Postgres touches all of them at start and WebAssembly memory never shrinks,
 * so the default 128 MB stays resident for the life of the process; 16 MB holds an advisory's working set (its whole
 * database is tens of MB) and the rest is served from the operating system's file cache through PGlite's NodeFS.
 * Measured: reopening a cluster went from 280 MB to 161 MB of RSS.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** The PGlite release in node_modules: a cluster's files are only known to suit the release that made them. */
export function installedPgliteVersion(): string {
  // The package exports no package.json; its entry point sits in dist/, one level below it.
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * The shipped empty cluster for a PGlite release: initdb's output with the memory settings, as a brotli-compressed
 * tarball in PGlite's own `dumpDataDir` format (`npm run db:empty-cluster` makes it). Resolved through the package so
 * that the sources, the tests and the bundled server find the same file.
 */
export function emptyClusterArchive(version = installedPgliteVersion()): string {
  const dbPackage = path.dirname(require.resolve('@app/db/package.json'));
  return path.join(dbPackage, 'empty-cluster', `pglite-${version}.tar.br`);
}

/**
 * Run by a short-lived `node -e` (plain CommonJS: no TypeScript loader, same code under tsx, vitest and the bundle):
 * creates the cluster when absent (initdb) and records the memory settings in postgresql.auto.conf, where every later
 * open reads them.
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

export interface PrepareOptions {
  /** The empty cluster to unpack; the one shipped for the installed PGlite by default. Absent file: initdb runs. */
  archive?: string;
}

/**
 * Creates the cluster, or gives an existing one the memory settings. A new cluster is unpacked from the shipped empty
 * one, with its settings already in it: no Postgres runs for that. Only when none ships for the installed PGlite does
 * initdb run, in a child process that has exited before the caller opens the directory: its ~800 MB of RSS would
 * otherwise stay resident in the server, since a process keeps WebAssembly memory at its peak. A new cluster is built
 * beside the directory and renamed into place, so an interrupted first start leaves no half-made cluster that looks
 * whole. The caller holds the data directory's lock.
 */
export async function prepareCluster(dataDir: string, options: PrepareOptions = {}): Promise<void> {
  const target = path.resolve(dataDir);
  if (fs.existsSync(path.join(target, 'PG_VERSION'))) return runPrepareChild(target);

  // The lock made the directory and left it empty, unless something else lives there.
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    throw new Error(`${target} não está vazio e não contém um banco: mova o conteúdo para outro lugar e inicie de novo.`);
  }
  const archive = options.archive ?? emptyClusterArchive();
  const building = `${target}.creating`;
  fs.rmSync(building, { recursive: true, force: true });
  if (fs.existsSync(archive)) unpackClusterArchive(archive, building);
  else await runPrepareChild(building);
  if (fs.existsSync(target)) fs.rmdirSync(target);
  fs.renameSync(building, target);
}

async function runPrepareChild(dataDir: string): Promise<void> {
  const pglitePath = require.resolve('@electric-sql/pglite');
  const child = spawn(process.execPath, ['-e', PREPARE_SCRIPT, pglitePath, dataDir, PGLITE_SHARED_BUFFERS], {
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
