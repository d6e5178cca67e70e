/** Fuzz targets: backups (the admin's "make one now", which takes no body). */
import type { FuzzTarget } from './target.js';

export const BACKUP_TARGETS: readonly FuzzTarget[] = [
  { method: 'POST', path: '/api/admin/backups', as: 'admin', valid: () => ({}) },
];
