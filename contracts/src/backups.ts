import { z } from 'zod';

/**
 * How many backups the daily job keeps by default (server config defaults; the privacy page quotes the resulting
 * ceiling): the newest of each of the last 7 days and of each of the last 4 weeks. Older files are deleted.
 */
export const BACKUP_KEEP_DEFAULT = { diarios: 7, semanais: 4 } as const;

/** The longest a backup can be kept under a rule: the daily window or the weekly one, whichever is longer. */
export function backupMaxAgeDays(keep: { diarios: number; semanais: number }): number {
  return Math.max(keep.diarios, keep.semanais * 7);
}

export const BACKUP_ORIGINS = ['agendada', 'manual', 'linha_de_comando'] as const;
export const BACKUP_RUN_STATES = ['em_andamento', 'concluida', 'falhou'] as const;

/** One backup run: scheduled, from the admin screen or from `npm run backup`. Times are ISO 8601. */
export const backupRunSchema = z.object({
  id: z.number(),
  origem: z.enum(BACKUP_ORIGINS),
  estado: z.enum(BACKUP_RUN_STATES),
  iniciado_em: z.string(),
  terminado_em: z.string().nullable(),
  arquivo: z.string().nullable(),
  bytes: z.number().nullable(),
  erro: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/**
 * GET /api/admin/backups/situacao: what the dashboard shows. `ok` the last scheduled backup worked; `falhou` it
 * failed; `atrasada` none succeeded in the last 26 hours although the schedule is on; `nunca` no backup yet;
 * `desligada` the schedule is off.
 */
export const BACKUP_HEALTH = ['ok', 'falhou', 'atrasada', 'nunca', 'desligada'] as const;
export const backupStatusSchema = z.object({
  saude: z.enum(BACKUP_HEALTH),
  ultima_agendada: backupRunSchema.nullable(),
  ultima_concluida: backupRunSchema.nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const backupFileSchema = z.object({
  arquivo: z.string(),
  bytes: z.number(),
  /** When the database was copied (ISO 8601). */
  criado_em: z.string(),
  /** The database schema (last migration's timestamp) and the app version that wrote it. */
  schema: z.string(),
  app: z.string(),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** GET /api/admin/backups. */
export const backupListSchema = z.object({
  arquivos: z.array(backupFileSchema),
  situacao: backupStatusSchema,
  agenda: z.object({
    /** Hour of the day (São Paulo) of the daily backup; null when the schedule is off. */
    hora: z.number().nullable(),
    manter_diarios: z.number(),
    manter_semanais: z.number(),
    diretorio: z.string(),
  }),
  em_andamento: z.boolean(),
});
export type BackupList = z.infer<typeof backupListSchema>;

/** POST /api/admin/backups (201). */
export const createdBackupSchema = z.object({ arquivo: backupFileSchema });
export type CreatedBackupResponse = z.infer<typeof createdBackupSchema>;
