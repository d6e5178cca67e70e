/**
 * `npm run bench -- --only backup`: backup and restore of the bench's 10 000 users / 1 000 000 messages database
 * (bench/listar-chamados.ts seeds it), on Postgres and on the embedded PGlite (a data directory on disk, as
 * `npm start` uses). Reports the file's size, the backup's time and how long the database was held for it (on PGlite
 * every other query waits that long), and the restore's time into an empty database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { connectDatabase, migrateLatest } from '@app/db';
import { createBackupFile, restoreBackup } from '../server/src/backups/index.js';
import { seedTickets } from './listar-chamados.js';
import { freshDatabase } from './lib/server.js';

export interface BackupBenchEngine {
  users: number;
  messages: number;
  seedMs: number;
  /** Rows in the database (all tables). */
  rows: number;
  /** Size of the database's tables and indexes as Postgres counts them. */
  databaseBytes: number;
  fileBytes: number;
  backupMs: number;
  /** How long the snapshot transaction lasted (PGlite: the time every other query waited). */
  snapshotMs: number;
  restoreMs: number;
  restoredRows: number;
}

export interface BackupBenchResult {
  loadAverage: number[];
  postgres: BackupBenchEngine;
  pglite: BackupBenchEngine;
}

async function databaseBytes(knex: Knex): Promise<number> {
  const rows = (
    await knex.raw(`select coalesce(sum(pg_total_relation_size(c.oid)), 0) as bytes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`)
  ).rows as Array<{
    bytes: number | string;
  }>;
  return Number(rows[0]!.bytes);
}

async function measure(
  source: Knex,
  kind: 'postgres' | 'pglite',
  seedMs: number,
  users: number,
  messages: number,
  restoreInto: () => Promise<{ knex: Knex; close(): Promise<void> }>,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-backup-${kind}-`));
  try {
    const t0 = performance.now();
    const made = await createBackupFile(source, kind, dir);
    const backupMs = performance.now() - t0;
    const target = await restoreInto();
    try {
      const t1 = performance.now();
      const report = await restoreBackup(target.knex, kind, made.caminho);
      const restoreMs = performance.now() - t1;
      return {
        users,
        messages,
        seedMs,
        rows: made.tabelas.reduce((sum, t) => sum + t.linhas, 0),
        databaseBytes: await databaseBytes(source),
        fileBytes: made.bytes,
        backupMs: Math.round(backupMs),
        snapshotMs: Math.round(made.snapshotMs),
        restoreMs: Math.round(restoreMs),
        restoredRows: report.tabelas.reduce((sum, t) => sum + t.linhas, 0),
      } satisfies BackupBenchEngine;
    } finally {
      await target.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchBackup(options: { users?: number; messages?: number } = {}): Promise<BackupBenchResult> {
  const users = options.users ?? 10_000;
  const messages = options.messages ?? 1_000_000;
  const loadAverage = os.loadavg().map((v) => Number(v.toFixed(1)));

  const pgSource = await freshDatabase('backup_src');
  let postgres: BackupBenchEngine;
  try {
    await migrateLatest(pgSource.knex);
    const seedMs = await seedTickets(pgSource.knex, { users, messages });
    postgres = await measure(pgSource.knex, 'postgres', seedMs, users, messages, async () => {
      const target = await freshDatabase('backup_dst');
      return { knex: target.knex, close: () => target.drop() };
    });
  } finally {
    await pgSource.drop();
  }

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-pglite-'));
  try {
    const source = await connectDatabase({ dataDir: path.join(root, 'origem') });
    let pglite: BackupBenchEngine;
    try {
      await migrateLatest(source.knex);
      const seedMs = await seedTickets(source.knex, { users, messages });
      pglite = await measure(source.knex, 'pglite', seedMs, users, messages, async () => {
        const target = await connectDatabase({ dataDir: path.join(root, 'destino') });
        return { knex: target.knex, close: () => target.close() };
      });
    } finally {
      await source.close();
    }
    return { loadAverage, postgres, pglite };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
