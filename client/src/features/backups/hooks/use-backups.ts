import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { createBackup } from '@/features/backups/api/create-backup';
import { getBackupStatus } from '@/features/backups/api/get-backup-status';
import { listBackups } from '@/features/backups/api/list-backups';

export function useBackups() {
  return useQuery({
    queryKey: queryKeys.backups.list,
    queryFn: ({ signal }) => listBackups(signal),
    meta: { errorMessage: '[backups] could not load the backups:' },
  });
}

export function useBackupStatus() {
  return useQuery({
    queryKey: queryKeys.backups.status,
    queryFn: ({ signal }) => getBackupStatus(signal),
    meta: { errorMessage: '[backups] could not load the backup status:' },
  });
}

/** "Fazer backup agora": the list and the status are read again afterwards, whatever happened. */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.backups.all }),
  });
}
