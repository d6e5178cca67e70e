import 'dotenv/config';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase, DataDirLockedError } from '@app/db';
import { ConfigError, loadConfig } from '../server/src/config.js';
import { BackupFileError, restoreBackup, RestoreRefusedError, verifyBackup } from '../server/src/backups/index.js';

/**
 * `npm run restore -- FILE [--force]`: restores a backup into the configured database (docs/backups.md). The server
 * must be stopped. The file is checked whole before anything is written; a database that already has tables is
 * refused unless --force.
 */
const USAGE = 'Uso: npm run restore -- ARQUIVO.backup [--force]\n';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  if (positionals.length !== 1) {
    process.stderr.write(USAGE);
    return 2;
  }
  const file = path.resolve(positionals[0]!);
  if (!fs.existsSync(file)) {
    process.stderr.write(`Arquivo não encontrado: ${file}\n`);
    return 1;
  }
  const config = loadConfig();
  const started = performance.now();
  process.stdout.write(`Verificando ${file}…\n`);
  const verified = await verifyBackup(file);
  const { header } = verified;
  process.stdout.write(
    `  Cópia de ${header.criado_em} (${header.origem}), app ${header.app}, esquema ${header.schema}: íntegra.\n`,
  );

  let db;
  try {
    db = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pg'), poolMax: 2 });
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new RestoreRefusedError(`${error.message}\nPare o servidor antes de restaurar. Nada foi restaurado.`);
    throw error;
  }
  try {
    const report = await restoreBackup(db.knex, db.kind, file, { force: values.force, backupDirs: [config.backupDir], verified });
    const rows = report.tabelas.reduce((sum, t) => sum + t.linhas, 0);
    const lines = [
      `Restaurado em ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite embutido em ${path.resolve(config.DATA_DIR, 'pg')}`} ` +
        `em ${((performance.now() - started) / 1000).toFixed(1)} s: ${report.tabelas.length} tabelas, ${rows} linhas.`,
      ...report.tabelas.filter((t) => t.linhas > 0).map((t) => `  ${t.nome.padEnd(32)} ${String(t.linhas).padStart(10)}`),
      report.migracoes_aplicadas.length > 0
        ? `Migrações mais novas aplicadas: ${report.migracoes_aplicadas.join(', ')}.`
        : 'Nenhuma migração mais nova a aplicar.',
      `Contas excluídas depois da cópia e excluídas de novo: ${report.contas_excluidas_novamente}.`,
      'Inicie o servidor (npm start ou npm run serve).',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof BackupFileError || error instanceof RestoreRefusedError || error instanceof ConfigError;
    const text = known
      ? (error as Error).message
      : `Falha ao restaurar: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    process.stderr.write(`\n${text}\n\n`);
    process.exit(1);
  },
);
