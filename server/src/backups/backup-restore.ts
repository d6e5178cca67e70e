import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { migrateLatest, migrationSource } from '@app/db';
import { BackupFileError, readBackup, verifyBackup, type BackupHeader, type TableSummary } from './backup-file.js';
import { BACKUP_NAME, createdAtOf } from './backup-names.js';
import { copyIn, quoteIdent, setPortableSession, writeSequences, type Engine } from './database-copy.js';

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreOptions {
  /** Replace a database that already has tables (its deletion log is kept and replayed). */
  force?: boolean;
  /** Folders whose newer backups' deletion logs are replayed too (the backup's own folder is always searched). */
  backupDirs?: string[];
  /** The result of a verifyBackup the caller already ran on this file. */
  verified?: Awaited<ReturnType<typeof verifyBackup>>;
}

export interface RestoreReport {
  header: BackupHeader;
  tabelas: TableSummary[];
  /** Migrations newer than the backup, applied after loading it. */
  migracoes_aplicadas: string[];
  /** Accounts deleted after the backup was made, deleted again. */
  contas_excluidas_novamente: number;
}

const DELETION_LOG = 'contas_excluidas';

/**
 * Restores a backup file into an empty database (or, with `force`, one whose tables are dropped first):
 * 1. the whole file is read and checked first, so a damaged file writes nothing;
 * 2. the schema is built by our own migrations up to the backup's, then every table is loaded in one transaction
 *    together with the sequences and the replay of account deletions made after the backup;
 * 3. newer migrations run, as at any start.
 */
export async function restoreBackup(
  db: Knex,
  engine: Engine,
  filePath: string,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const { header, tabelas } = options.verified ?? (await verifyBackup(filePath));
  const known = new Set(await migrationSource.getMigrations([]));
  const unknown = header.migracoes.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      `Esta cópia foi feita por uma versão mais nova do sistema (app ${header.app}; migração ${unknown.at(-1)} desconhecida). ` +
        'Atualize o sistema e tente de novo. Nada foi restaurado.',
    );
  }
  const laterDeletions = await deletionsFromNewerBackups(filePath, header, options.backupDirs ?? []);

  const existing = await publicTables(db);
  if (existing.length > 0 && !options.force) {
    throw new RestoreRefusedError(
      `O banco de destino não está vazio (${existing.length} tabelas). Restaure num banco vazio ou use --force para ` +
        'apagá-lo e substituí-lo pela cópia (as exclusões de contas registradas nele são mantidas). Nada foi restaurado.',
    );
  }
  const targetDeletions = existing.includes(DELETION_LOG)
    ? ((await db(DELETION_LOG).select('conta_id')) as Array<{ conta_id: number }>).map((r) => Number(r.conta_id))
    : [];
  if (existing.length > 0) await dropEverything(db);

  await migrateTo(db, header.migracoes);
  let replayed = 0;
  await db.transaction(async (trx) => {
    await setPortableSession(trx);
    const present = (await publicTables(trx)).filter((t) => !t.startsWith('knex_migrations'));
    // Rows the migrations themselves seeded give way to the backup's.
    if (present.length > 0) await trx.raw(`truncate ${present.map(quoteIdent).join(', ')} restart identity cascade`);
    let current: { nome: string; colunas: string[]; chunks: Buffer[] } | undefined;
    for await (const event of readBackup(filePath)) {
      if (event.tipo === 'tabela') current = { nome: event.nome, colunas: event.colunas, chunks: [] };
      else if (event.tipo === 'bloco') current!.chunks.push(event.data);
      else if (event.tipo === 'fim_tabela') {
        if (current!.chunks.length > 0) await copyIn(trx, engine, current!.nome, current!.colunas, current!.chunks);
        current = undefined;
      } else if (event.tipo === 'sequencias') await writeSequences(trx, event.valores);
    }
    const ids = [...new Set([...targetDeletions, ...laterDeletions])];
    if (ids.length > 0) {
      // The trigger on users records each replayed deletion; ids of accounts this backup never had join the log too.
      replayed = Number(await trx('users').whereIn('id', ids).delete());
      await trx.raw(`insert into ${DELETION_LOG} (conta_id) select unnest(?::int[]) on conflict (conta_id) do nothing`, [ids]);
    }
  });
  const applied = await migrateLatest(db);
  return { header, tabelas, migracoes_aplicadas: applied, contas_excluidas_novamente: replayed };
}

async function publicTables(db: Knex): Promise<string[]> {
  const rows = (await db.raw(`select tablename from pg_tables where schemaname = 'public' order by 1`)).rows as Array<{
    tablename: string;
  }>;
  return rows.map((r) => r.tablename);
}

/** The database's own objects and the job queue's (pg-boss rebuilds its schema at the next start). */
async function dropEverything(db: Knex): Promise<void> {
  await db.raw('drop schema if exists pgboss cascade');
  await db.raw('drop schema public cascade');
  await db.raw('create schema public');
}

/** Runs exactly the migrations the backup's database had, so its tables have the columns its rows need. */
async function migrateTo(db: Knex, names: string[]): Promise<void> {
  const wanted = new Set(names);
  await db.migrate.latest({
    tableName: 'knex_migrations',
    migrationSource: <Knex.MigrationSource<string>>{
      getMigrations: async () => (await migrationSource.getMigrations([])).filter((name) => wanted.has(name)),
      getMigrationName: (name: string) => name,
      getMigration: (name: string) => migrationSource.getMigration(name),
    },
  });
}

/**
 * Ids in the deletion logs of backups made after this one (same folder or the configured ones): accounts deleted
 * since must not come back. Only the first table of each file is read (the log is written first) and checked against
 * its checksum; a damaged newer file is skipped with no effect.
 */
async function deletionsFromNewerBackups(filePath: string, header: BackupHeader, dirs: string[]): Promise<number[]> {
  const since = new Date(header.criado_em).getTime();
  const folders = [...new Set([path.dirname(path.resolve(filePath)), ...dirs.map((d) => path.resolve(d))])];
  const ids = new Set<number>();
  for (const folder of folders) {
    let names: string[];
    try {
      names = await fs.promises.readdir(folder);
    } catch {
      continue;
    }
    for (const name of names) {
      const createdAt = createdAtOf(name);
      if (!BACKUP_NAME.test(name) || !createdAt || createdAt.getTime() <= since) continue;
      try {
        for (const id of await readDeletionLog(path.join(folder, name))) ids.add(id);
      } catch (error) {
        if (!(error instanceof BackupFileError)) throw error;
      }
    }
  }
  return [...ids];
}

export async function readDeletionLog(filePath: string): Promise<number[]> {
  const chunks: Buffer[] = [];
  let inLog = false;
  for await (const event of readBackup(filePath)) {
    if (event.tipo === 'tabela') inLog = event.nome === DELETION_LOG;
    else if (event.tipo === 'bloco' && inLog) chunks.push(event.data);
    else if (event.tipo === 'fim_tabela' && inLog) {
      return Buffer.concat(chunks)
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => Number(line.split('\t')[0]))
        .filter((id) => Number.isSafeInteger(id));
    }
  }
  return [];
}
