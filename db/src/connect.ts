import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { clusterNeedsPreparation, prepareCluster } from './pglite-cluster.js';

/** Postgres type ids whose text form we keep as-is on both drivers. */
const INT8 = 20;
const NUMERIC = 1700;
/** `timestamp without time zone`: the spec's local review times, returned exactly as stored. */
const TIMESTAMP = 1114;

// pg: bigint counts as numbers (our counts stay far below 2^53) and naive timestamps as text.
pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(NUMERIC, (v) => Number(v));
pg.types.setTypeParser(TIMESTAMP, (v) => v);

export interface DatabaseOptions {
  /** postgres://… ; when absent, the embedded PGlite database under `dataDir` is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for an in-memory database (tests). */
  dataDir?: string;
  /** PGlite: start from a `dumpDataDir()` tarball instead of an empty cluster (tests skip initdb and migrations). */
  loadDataDir?: Blob;
  poolMax?: number;
}

export interface Database {
  knex: Knex;
  kind: 'postgres' | 'pglite';
  /** PGlite only: the whole data directory as a gzip tarball, for `loadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export async function connectDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const knex = knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10 },
    });
    await knex.raw('select 1');
    return { knex, kind: 'postgres', close: () => knex.destroy() };
  }

  const dataDir = options.dataDir ?? './data/pg';
  const inMemory = dataDir.startsWith('memory://');
  let lock: DataDirLock | undefined;
  if (!inMemory) lock = acquireDataDirLock(dataDir);
  try {
    // A directory from a tarball (loadDataDir) is PGlite's to unpack in this process.
    if (!inMemory && !options.loadDataDir && clusterNeedsPreparation(dataDir)) await prepareCluster(dataDir);
    // PGlite and its knex dialect load only in embedded mode: a server on Postgres never pays for them.
    const { ParsingPGlite, PgCompatibleClientPgLite } = await import('./pglite-client.js');
    const pglite = new ParsingPGlite(inMemory ? undefined : dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined);
    // A cold start can outlast knex's 60 s wait for a connection on a busy machine: be ready before knex asks.
    await pglite.waitReady;
    const knex = knexFactory({
      client: PgCompatibleClientPgLite as unknown as typeof Knex.Client,
      dialect: 'postgres',
      connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
    });
    await knex.raw('select 1');
    return {
      knex,
      kind: 'pglite',
      dumpDataDir: () => pglite.dumpDataDir('gzip'),
      close: async () => {
        await knex.destroy();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
