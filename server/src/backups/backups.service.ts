import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { BackupFile, BackupList, BackupRun, BackupStatus } from '@app/contracts';
import { HttpError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import { createBackupFile } from './backup-create.js';
import { BACKUP_NAME, createdAtOf, PARTIAL_SUFFIX } from './backup-names.js';
import { backupsRepository } from './backups.repository.js';
import type { Engine } from './database-copy.js';
import { backupsToDelete, type KeepRule } from './keep-rule.js';

export const BACKUP_RUNNING = 'Já há uma cópia de segurança em andamento. Aguarde ela terminar.';
export const BACKUP_NOT_FOUND = 'Cópia de segurança não encontrada.';
const HOUR_MS = 60 * 60 * 1000;
/** A run still `em_andamento` after this long was interrupted (the bench's 1 M-message copy takes minutes, not hours). */
const ABANDONED_AFTER_MS = 6 * HOUR_MS;
/** With the schedule on, no successful backup for this long is shown as late on the dashboard. */
const LATE_AFTER_MS = 26 * HOUR_MS;

export interface BackupsConfig {
  dir: string;
  /** Hour of the daily backup (São Paulo), or null when the schedule is off. */
  hour: number | null;
  keep: KeepRule;
}

/** The engine behind a knex instance: our PGlite client is a class, pg's is named. */
export function engineOf(db: Knex): Engine {
  return (db.client as { config: { client?: unknown } }).config.client === 'pg' ? 'postgres' : 'pglite';
}

/**
 * Backups of the whole database into `dir`: made now (admin screen, command line) or by the daily schedule, each run
 * logged, files kept by the rule (keep-rule.ts) and the rest deleted. One backup at a time per process, and a
 * recent unfinished run in the log (another instance) also makes a new request wait.
 */
export function backupsService(deps: { db: Knex; config: BackupsConfig; logger: Logger }) {
  const { config, logger } = deps;
  const repo = backupsRepository(deps.db);
  let inProgress: Promise<unknown> | undefined;

  async function listFiles(): Promise<BackupFile[]> {
    let names: string[];
    try {
      names = await fs.promises.readdir(config.dir);
    } catch {
      return [];
    }
    const files: BackupFile[] = [];
    for (const name of names) {
      const match = BACKUP_NAME.exec(name);
      const createdAt = createdAtOf(name);
      if (!match || !createdAt) continue;
      const stat = await fs.promises.stat(path.join(config.dir, name)).catch(() => undefined);
      if (!stat?.isFile()) continue;
      files.push({ arquivo: name, bytes: stat.size, criado_em: createdAt.toISOString(), schema: match[2]!, app: match[3]! });
    }
    return files.sort((a, b) => b.criado_em.localeCompare(a.criado_em));
  }

  async function prune(now = new Date()): Promise<string[]> {
    const files = (await listFiles()).map((f) => ({ ...f, createdAt: new Date(f.criado_em) }));
    const doomed = backupsToDelete(files, config.keep, now);
    for (const file of doomed) await fs.promises.rm(path.join(config.dir, file.arquivo), { force: true });
    // Leftovers of a process killed mid-backup, once old enough not to be a backup still being written.
    for (const name of await fs.promises.readdir(config.dir).catch(() => [] as string[])) {
      if (!name.endsWith(PARTIAL_SUFFIX)) continue;
      const stat = await fs.promises.stat(path.join(config.dir, name)).catch(() => undefined);
      if (stat && now.getTime() - stat.mtimeMs > ABANDONED_AFTER_MS)
        await fs.promises.rm(path.join(config.dir, name), { force: true });
    }
    if (doomed.length > 0) logger.info({ deleted: doomed.map((f) => f.arquivo) }, 'old backups deleted by the keep rule');
    return doomed.map((f) => f.arquivo);
  }

  async function run(origem: BackupRun['origem'], now: Date): Promise<BackupFile> {
    await repo.closeAbandoned(new Date(now.getTime() - ABANDONED_AFTER_MS));
    if (await repo.running(new Date(now.getTime() - ABANDONED_AFTER_MS))) throw new HttpError(409, BACKUP_RUNNING);
    const id = await repo.start(origem);
    try {
      const made = await createBackupFile(deps.db, engineOf(deps.db), config.dir, now);
      await repo.succeed(id, made.arquivo, made.bytes);
      logger.info({ file: made.arquivo, bytes: made.bytes, snapshotMs: Math.round(made.snapshotMs), origem }, 'backup written');
      await prune(now).catch((err: unknown) => logger.error({ err }, 'pruning old backups failed'));
      const file = (await listFiles()).find((f) => f.arquivo === made.arquivo);
      if (!file) throw new Error(`backup ${made.arquivo} vanished after it was written`);
      return file;
    } catch (error) {
      logger.error({ err: error, origem }, 'backup failed');
      await repo.fail(id, error instanceof Error ? error.message : String(error)).catch(() => undefined);
      throw error;
    }
  }

  async function status(now = new Date()): Promise<BackupStatus> {
    const [ultimaAgendada, ultimaConcluida] = [await repo.lastScheduled(), await repo.lastSucceeded()];
    let saude: BackupStatus['saude'];
    if (ultimaAgendada?.estado === 'falhou') saude = 'falhou';
    else if (config.hour === null) saude = 'desligada';
    else if (!ultimaConcluida) saude = 'nunca';
    else if (now.getTime() - Date.parse(ultimaConcluida.terminado_em ?? ultimaConcluida.iniciado_em) > LATE_AFTER_MS)
      saude = 'atrasada';
    else saude = 'ok';
    return { saude, ultima_agendada: ultimaAgendada, ultima_concluida: ultimaConcluida };
  }

  return {
    /** Makes a backup now; 409 while another one runs. */
    async create(origem: BackupRun['origem'], now = new Date()): Promise<BackupFile> {
      if (inProgress) throw new HttpError(409, BACKUP_RUNNING);
      const running = run(origem, now);
      inProgress = running;
      try {
        return await running;
      } finally {
        inProgress = undefined;
      }
    },
    prune,
    status,
    async list(): Promise<BackupList> {
      return {
        arquivos: await listFiles(),
        situacao: await status(),
        agenda: {
          hora: config.hour,
          manter_diarios: config.keep.diarios,
          manter_semanais: config.keep.semanais,
          diretorio: config.dir,
        },
        em_andamento: Boolean(inProgress) || (await repo.running(new Date(Date.now() - ABANDONED_AFTER_MS))),
      };
    },
    /** The absolute path of a listed backup; anything else (another name, a path) is a 404. */
    async pathOf(name: string): Promise<string> {
      if (!BACKUP_NAME.test(name)) throw new HttpError(404, BACKUP_NOT_FOUND);
      const file = path.join(config.dir, name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat?.isFile()) throw new HttpError(404, BACKUP_NOT_FOUND);
      return file;
    },
  };
}
export type BackupsService = ReturnType<typeof backupsService>;
