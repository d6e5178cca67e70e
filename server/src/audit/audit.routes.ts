import express from 'express';
import type { AuditPage } from '@app/contracts';
import { requireRole } from '../lib/auth.js';
import { parse } from '../lib/validate.js';
import { auditQuerySchema } from './audit.schemas.js';
import type { AuditService } from './audit.service.js';

/** The audit trail for admins (`/admin/auditoria`). */
export function auditRouter(service: AuditService) {
  const router = express.Router();

  router.get('/admin/auditoria', requireRole('admin'), async (req, res) => {
    res.json((await service.list(parse(auditQuerySchema, req.query))) satisfies AuditPage);
  });

  return router;
}
