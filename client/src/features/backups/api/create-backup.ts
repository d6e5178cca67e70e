import { createdBackupSchema, type BackupFile } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/admin/backups (admin): makes a backup now and answers the new file. */
export async function createBackup(): Promise<BackupFile> {
  const { data } = await api.post('/api/admin/backups', {}, { timeout: 30 * 60 * 1000 });
  return createdBackupSchema.parse(data).arquivo;
}
