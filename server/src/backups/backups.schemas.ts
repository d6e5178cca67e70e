import { z } from 'zod';

/** POST /api/admin/backups takes nothing: a body with fields is a mistake, refused before the (costly) copy. */
export const createBackupSchema = z.strictObject({}, { error: 'Este pedido não leva dados.' });
