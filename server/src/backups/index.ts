export { backupsService, engineOf, type BackupsService, type BackupsConfig } from './backups.service.js';
export { backupsRouter } from './backups.routes.js';
export { startBackupJobs, BACKUP_QUEUE } from './backups.worker.js';
export { startControlSocket, requestBackupFromServer, controlSocketPath } from './control-socket.js';
export { createBackupFile } from './backup-create.js';
export { restoreBackup, RestoreRefusedError, type RestoreReport } from './backup-restore.js';
export { verifyBackup, BackupFileError, readBackupHeader } from './backup-file.js';
