/** The embedded database's knex client: PGlite answering what knex's `pg` client answers. Loaded only in embedded mode. */
import type { Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite, types as pgliteTypes, type Results } from '@electric-sql/pglite';

const pgliteParsers = {
  [pgliteTypes.INT8]: (v: string) => Number(v),
  [pgliteTypes.NUMERIC]: (v: string) => Number(v),
  [pgliteTypes.TIMESTAMP]: (v: string) => v,
};

/** PGlite 0.5 ignores constructor-level parsers, so every query gets them: same values as with pg. */
export class ParsingPGlite extends PGlite {
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
export class PgCompatibleClientPgLite extends ClientPgLite {
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

