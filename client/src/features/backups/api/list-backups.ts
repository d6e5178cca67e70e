import { backupListSchema, type BackupList } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/admin/backups (admin): the files, the schedule and its last result. */
export async function listBackups(signal?: AbortSignal): Promise<BackupList> {
  const { data } = await api.get('/api/admin/backups', { signal });
  return backupListSchema.parse(data);
}
