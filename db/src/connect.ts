import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { PGlite, types as pgliteTypes, type Results } from '@electric-sql/pglite';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';

/** Postgres type ids whose text form we keep as-is on both drivers. */
const INT8 = 20;
const NUMERIC = 1700;
/** `timestamp without time zone`: the spec's local review times, returned exactly as stored. */
const TIMESTAMP = 1114;

// pg: bigint counts as numbers (our counts stay far below 2^53) and naive timestamps as text.
pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(NUMERIC, (v) => Number(v));
pg.types.setTypeParser(TIMESTAMP, (v) => v);

const pgliteParsers = {
  [pgliteTypes.INT8]: (v: string) => Number(v),
  [pgliteTypes.NUMERIC]: (v: string) => Number(v),
  [pgliteTypes.TIMESTAMP]: (v: string) => v,
};

/** PGlite 0.5 ignores constructor-level parsers, so every query gets them: same values as with pg. */
class ParsingPGlite extends PGlite {
  override query<T>(...[sql, params, options]: Parameters<PGlite['query']>): Promise<Results<T>> {
    return super.query<T>(sql, params, { ...options, parsers: { ...pgliteParsers, ...options?.parsers } });
  }

  override exec(...[sql, options]: Parameters<PGlite['exec']>): Promise<Results[]> {
    return super.exec(sql, { ...options, parsers: { ...pgliteParsers, ...options?.parsers } });
  }
}

type ProcessResponse = (this: Knex.Client, obj: unknown, runner: unknown) => unknown;
/** knex's own postgres handling, the one `pg` results go through. */
const postgresProcessResponse = (Object.getPrototypeOf(ClientPgLite.prototype) as { processResponse: ProcessResponse }).processResponse;

interface QueryObject {
  sql?: string;
  bindings?: unknown[];
  options?: Parameters<PGlite['query']>[2];
  response?: Results | Results[];
}

/** The knex client for PGlite, answering what knex's `pg` client answers for the same SQL. */
class PgCompatibleClientPgLite extends ClientPgLite {
  /**
   * pg sends a query without bindings over the simple protocol, where a script of several statements runs whole
   * and answers one result per statement; with bindings, one statement. PGlite's `exec` and `query` are those two.
   */
  async _query(connection: ParsingPGlite, obj: QueryObject): Promise<QueryObject> {
    if (!obj.sql) throw new Error('The query is empty');
    if (obj.bindings && obj.bindings.length > 0) {
      obj.response = await connection.query(obj.sql, obj.bindings, obj.options);
    } else {
      const results = await connection.exec(obj.sql, obj.options);
      obj.response = results.length === 1 ? results[0] : results;
    }
    return obj;
  }

  /**
   * knex-pglite overwrote each result's command with knex's method name ('DEL', 'RAW'…) and its rowCount with
   * `affectedRows`: `.del()` then resolved to a result object instead of a count (every delete looked like a
   * miss) and raw selects reported rowCount 0. PGlite's results carry the command tag and row count exactly as
   * pg's do, so they go to knex's postgres handling untouched.
   */
  processResponse(obj: unknown, runner: unknown): unknown {
    return postgresProcessResponse.call(this, obj, runner);
  }
}

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
