import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { useBackupStatus } from '@/features/backups/hooks/use-backups';
import { backupWarning } from '@/features/backups/logic/backup-text';

/** The dashboard's warning when backups are failing (nothing when they are fine or the status cannot be read). */
export function BackupWarning() {
  const { data } = useBackupStatus();
  const warning = data ? backupWarning(data) : null;
  if (!warning) return null;
  return (
    <Alert tone="warning" className="backup-warning">
      {warning} <Link to="/admin/backups">Ver backups</Link>
    </Alert>
  );
}
