import 'dotenv/config';
import fs from 'node:fs';
import path from 'node:path';
import { connectDatabase, DataDirLockedError } from '@app/db';
import { ConfigError, loadConfig } from '../server/src/config.js';
import { createLogger } from '../server/src/lib/logger.js';
import { backupsService, createBackupFile, requestBackupFromServer } from '../server/src/backups/index.js';

/**
 * `npm run backup`: one backup file in BACKUP_DIR (docs/backups.md). On Postgres it connects and copies in one
 * snapshot while the server keeps running. On the embedded database it opens the data directory when the server is
 * stopped, and otherwise asks the running server, which alone may open it, through its local socket.
 */
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

async function main(): Promise<number> {
  const config = loadConfig();
  const started = performance.now();
  const done = (arquivo: string, bytes: number, via: string) => {
    process.stdout.write(
      `Cópia de segurança criada (${via}) em ${((performance.now() - started) / 1000).toFixed(1)} s:\n  ${path.join(config.backupDir, arquivo)}\n  ${mb(bytes)}\n`,
    );
    return 0;
  };
  if (!config.DATABASE_URL) {
    const dataDir = path.join(config.DATA_DIR, 'pg');
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      process.stderr.write(`Nenhum banco embutido em ${path.resolve(dataDir)}: nada a copiar.\n`);
      return 1;
    }
    try {
      return await backupWithOwnConnection(config, { dataDir }, (a, b) => done(a, b, 'servidor parado'));
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
    }
    const { status, body } = await requestBackupFromServer(config.DATA_DIR).catch((error: unknown) => {
      throw new Error(
        `O servidor está rodando, mas não respondeu pelo canal local (${String((error as Error).message)}). ` +
          'Use a tela Administração → Backups, ou pare o servidor e rode npm run backup de novo.',
      );
    });
    if (status !== 201) {
      process.stderr.write(`${String(body.error ?? 'Falha ao criar a cópia.')}\n`);
      return 1;
    }
    const arquivo = body.arquivo as { arquivo: string; bytes: number };
    return done(arquivo.arquivo, arquivo.bytes, 'pelo servidor em execução');
  }
  return backupWithOwnConnection(config, { databaseUrl: config.DATABASE_URL }, (a, b) => done(a, b, 'PostgreSQL'));
}

async function backupWithOwnConnection(
  config: ReturnType<typeof loadConfig>,
  target: { dataDir?: string; databaseUrl?: string },
  done: (arquivo: string, bytes: number) => number,
): Promise<number> {
  const db = await connectDatabase({ ...target, poolMax: 2 });
  try {
    // A database not yet migrated to this version (a backup before an upgrade) has no run log: copy it as it is.
    if (!(await db.knex.schema.hasTable('backups_execucoes'))) {
      const made = await createBackupFile(db.knex, db.kind, config.backupDir);
      return done(made.arquivo, made.bytes);
    }
    const service = backupsService({
      db: db.knex,
      logger: createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL),
      config: {
        dir: config.backupDir,
        hour: config.BACKUP_HOUR,
        keep: { diarios: config.BACKUP_KEEP_DAILY, semanais: config.BACKUP_KEEP_WEEKLY },
      },
    });
    const file = await service.create('linha_de_comando');
    return done(file.arquivo, file.bytes);
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || (error instanceof Error && error.name === 'HttpError');
    process.stderr.write(
      `\n${known ? (error as Error).message : `Falha ao criar a cópia: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`}\n\n`,
    );
    process.exit(1);
  },
);
