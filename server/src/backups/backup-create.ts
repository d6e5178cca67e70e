import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { BackupWriter, type SequenceValue, type TableSummary } from './backup-file.js';
import { appVersion, backupName, partialName } from './backup-names.js';
import { copyOut, listTables, loadOrder, readSequences, setPortableSession, type Engine } from './database-copy.js';

export interface CreatedBackup {
  arquivo: string;
  caminho: string;
  bytes: number;
  tabelas: TableSummary[];
  /** How long the database was held: on PGlite every other query waits this long. */
  snapshotMs: number;
}

/** The deletion log goes first, so a restore can read a newer file's log without decompressing all of it. */
const FIRST_TABLE = 'contas_excluidas';

/**
 * Writes a consistent copy of the whole database into `dir`. On Postgres one REPEATABLE READ, READ ONLY transaction
 * streams every table (the server keeps answering meanwhile). PGlite has a single connection, so its tables are copied
 * to memory in one short transaction and compressed after it ends. The file appears under its final name only once
 * complete and synced.
 */
export async function createBackupFile(db: Knex, engine: Engine, dir: string, now = new Date()): Promise<CreatedBackup> {
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  let writer: BackupWriter | undefined;
  let partialPath: string | undefined;
  let finalName = '';
  const started = performance.now();
  let snapshotMs = 0;
  try {
    const held: Array<{ nome: string; colunas: string[]; data: Buffer[] }> = [];
    let sequences: SequenceValue[] = [];
    await db.transaction(
      async (trx) => {
        await setPortableSession(trx);
        const migracoes = ((await trx('knex_migrations').orderBy('id').select('name')) as Array<{ name: string }>).map(
          (r) => r.name,
        );
        const schema = migracoes.at(-1) ?? '';
        finalName = backupName(now, schema, appVersion());
        partialPath = path.join(dir, partialName(finalName));
        writer = new BackupWriter(partialPath, {
          formato: 1,
          app: appVersion(),
          schema,
          migracoes,
          criado_em: now.toISOString(),
          origem: engine,
        });
        const tables = await listTables(trx);
        const columnsOf = new Map(tables.map((t) => [t.nome, t.colunas]));
        const order = await loadOrder(
          trx,
          tables.map((t) => t.nome),
        );
        const ordered = [...order.filter((t) => t === FIRST_TABLE), ...order.filter((t) => t !== FIRST_TABLE)];
        for (const nome of ordered) {
          const colunas = columnsOf.get(nome)!;
          if (engine === 'pglite') {
            const data: Buffer[] = [];
            await copyOut(trx, engine, nome, colunas, async (chunk) => void data.push(chunk));
            held.push({ nome, colunas, data });
          } else {
            await writer.beginTable(nome, colunas);
            await copyOut(trx, engine, nome, colunas, (chunk) => writer!.write(chunk));
            await writer.endTable();
          }
        }
        sequences = await readSequences(trx);
        snapshotMs = performance.now() - started;
      },
      { isolationLevel: 'repeatable read', readOnly: true },
    );
    for (const table of held) {
      await writer!.beginTable(table.nome, table.colunas);
      for (const chunk of table.data) await writer!.write(chunk);
      await writer!.endTable();
      table.data.length = 0;
    }
    await writer!.sequences(sequences);
    await writer!.finish();
    const finalPath = path.join(dir, finalName);
    await fs.promises.rename(partialPath!, finalPath);
    await syncDirectory(dir);
    const { size } = await fs.promises.stat(finalPath);
    return { arquivo: finalName, caminho: finalPath, bytes: size, tabelas: writer!.tables, snapshotMs };
  } catch (error) {
    await writer?.abort();
    if (partialPath) await fs.promises.rm(partialPath, { force: true });
    throw error;
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  await handle
    .sync()
    .catch(() => undefined)
    .finally(() => handle.close());
}
