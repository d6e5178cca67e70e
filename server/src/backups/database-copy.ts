import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import { to as copyTo, from as copyFrom } from 'pg-copy-streams';
import type { SequenceValue } from './backup-file.js';

/**
 * COPY in and out of both engines, on a connection borrowed from a knex transaction: pg streams through
 * pg-copy-streams; PGlite copies to and from an in-memory blob (`/dev/blob`), its only COPY channel.
 */
interface PgConnection {
  query(stream: unknown): NodeJS.ReadableStream & NodeJS.WritableStream;
}
interface PgliteConnection {
  query(sql: string, params?: unknown[], options?: { blob?: Blob }): Promise<{ blob?: Blob }>;
}
interface KnexClientInternals {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
}

export type Engine = 'postgres' | 'pglite';

/** Tables backups leave out: knex's bookkeeping (rebuilt by the migrations) and this machine's log of backup runs. */
const LEFT_OUT = ['knex_migrations', 'knex_migrations_lock', 'backups_execucoes'];

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withConnection<T>(trx: Knex.Transaction, work: (connection: unknown) => Promise<T>): Promise<T> {
  const client = trx.client as unknown as KnexClientInternals;
  const connection = await client.acquireConnection();
  try {
    return await work(connection);
  } finally {
    await client.releaseConnection(connection);
  }
}

/** Text output that reads back identically on any server: UTC, ISO dates, shortest exact floats. */
export async function setPortableSession(trx: Knex.Transaction): Promise<void> {
  await trx.raw(`set local timezone = 'UTC'`);
  await trx.raw(`set local datestyle = 'ISO, MDY'`);
  await trx.raw('set local extra_float_digits = 3');
}

export async function listTables(db: Knex): Promise<Array<{ nome: string; colunas: string[] }>> {
  const rows = (
    await db.raw(
      `select c.table_name as nome, array_agg(c.column_name::text order by c.ordinal_position) as colunas
         from information_schema.columns c
         join pg_tables t on t.schemaname = c.table_schema and t.tablename = c.table_name
        where c.table_schema = 'public' and c.is_generated = 'NEVER' and not (c.table_name = any(?))
        group by c.table_name order by c.table_name`,
      [LEFT_OUT],
    )
  ).rows as Array<{ nome: string; colunas: string[] }>;
  return rows;
}

export async function readSequences(db: Knex): Promise<SequenceValue[]> {
  const rows = (
    await db.raw(`select sequencename as nome, last_value as valor from pg_sequences where schemaname = 'public' order by 1`)
  ).rows as Array<{ nome: string; valor: number | string | null }>;
  return rows.map((r) => ({ nome: r.nome, valor: r.valor === null ? null : Number(r.valor) }));
}

export async function writeSequences(db: Knex, values: SequenceValue[]): Promise<void> {
  for (const { nome, valor } of values) {
    if (valor === null) await db.raw('select setval(?::regclass, 1, false)', [quoteIdent(nome)]);
    else await db.raw('select setval(?::regclass, ?, true)', [quoteIdent(nome), valor]);
  }
}

const copySql = (table: string, columns: string[]) => `copy ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})`;

/** One table's rows as COPY text, handed to `onData` chunk by chunk. */
export async function copyOut(
  trx: Knex.Transaction,
  engine: Engine,
  table: string,
  columns: string[],
  onData: (chunk: Buffer) => Promise<void>,
): Promise<void> {
  await withConnection(trx, async (connection) => {
    if (engine === 'pglite') {
      const result = await (connection as PgliteConnection).query(`${copySql(table, columns)} to '/dev/blob'`);
      if (result.blob) await onData(Buffer.from(await result.blob.arrayBuffer()));
      return;
    }
    const stream = (connection as PgConnection).query(copyTo(`${copySql(table, columns)} to stdout`));
    for await (const chunk of stream as AsyncIterable<Buffer>) await onData(chunk);
  });
}

/** Loads COPY text into one table (one statement, so rows referring to rows of the same table load together). */
export async function copyIn(
  trx: Knex.Transaction,
  engine: Engine,
  table: string,
  columns: string[],
  chunks: Buffer[],
): Promise<void> {
  await withConnection(trx, async (connection) => {
    if (engine === 'pglite') {
      await (connection as PgliteConnection).query(`${copySql(table, columns)} from '/dev/blob'`, [], {
        blob: new Blob(chunks as Uint8Array<ArrayBuffer>[]),
      });
      return;
    }
    const stream = (connection as PgConnection).query(copyFrom(`${copySql(table, columns)} from stdin`));
    await pipeline(Readable.from(chunks), stream as NodeJS.WritableStream);
  });
}

/**
 * The tables in an order where each comes after the tables its foreign keys point to (a self-reference is loaded in
 * the same COPY). A cycle between tables cannot be loaded this way and is reported.
 */
export async function loadOrder(db: Knex, tables: string[]): Promise<string[]> {
  const edges = (
    await db.raw(
      `select cl.relname as tabela, rf.relname as referencia
         from pg_constraint c
         join pg_class cl on cl.oid = c.conrelid
         join pg_class rf on rf.oid = c.confrelid
         join pg_namespace n on n.oid = cl.relnamespace
        where c.contype = 'f' and n.nspname = 'public'`,
    )
  ).rows as Array<{ tabela: string; referencia: string }>;
  const dependsOn = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { tabela, referencia } of edges) {
    if (tabela !== referencia && dependsOn.has(tabela) && dependsOn.has(referencia)) dependsOn.get(tabela)!.add(referencia);
  }
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new Error(`foreign keys form a cycle through ${table}`);
    state.set(table, 'visiting');
    for (const parent of dependsOn.get(table)!) visit(parent);
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered;
}
