import { backupStatusSchema, type BackupStatus } from '@app/contracts';
import { api } from '@/lib/api-client';

export const BACKUP_STATUS_URL = '/api/admin/backups/situacao';

/** GET /api/admin/backups/situacao (admin): the last scheduled and last successful backups, for the dashboard. */
export async function getBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  const { data } = await api.get(BACKUP_STATUS_URL, { signal });
  return backupStatusSchema.parse(data);
}

/** The download link of a listed backup (a plain GET the browser saves). */
export const backupDownloadUrl = (arquivo: string) => `/api/admin/backups/arquivos/${encodeURIComponent(arquivo)}`;
