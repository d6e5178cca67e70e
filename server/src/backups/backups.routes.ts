import express from 'express';
import type { BackupList, BackupStatus, CreatedBackupResponse } from '@app/contracts';
import { requireRole } from '../lib/auth.js';
import { parse } from '../lib/validate.js';
import { createBackupSchema } from './backups.schemas.js';
import type { BackupsService } from './backups.service.js';

/**
 * The admin screen's backups (`/admin/backups`): list, make one now, download one, and the last result for the
 * dashboard. Restoring is a command-line step with the server stopped (docs/backups.md). Creating and downloading are
 * audited (audit/audit.middleware.ts).
 */
export function backupsRouter(service: BackupsService) {
  const router = express.Router();
  const adminOnly = requireRole('admin');

  router.get('/admin/backups', adminOnly, async (_req, res) => {
    res.json((await service.list()) satisfies BackupList);
  });

  router.get('/admin/backups/situacao', adminOnly, async (_req, res) => {
    res.json((await service.status()) satisfies BackupStatus);
  });

  router.post('/admin/backups', adminOnly, async (req, res) => {
    parse(createBackupSchema, req.body ?? {});
    const arquivo = await service.create('manual');
    res.status(201).json({ arquivo } satisfies CreatedBackupResponse);
  });

  router.get('/admin/backups/arquivos/:arquivo', adminOnly, async (req, res) => {
    const file = await service.pathOf(String(req.params.arquivo));
    res.setHeader('Cache-Control', 'no-store');
    await new Promise<void>((resolve, reject) =>
      res.download(file, String(req.params.arquivo), { headers: { 'Content-Type': 'application/octet-stream' } }, (err) =>
        err && !res.headersSent ? reject(err) : resolve(),
      ),
    );
  });

  return router;
}
