import express from 'express';
import type { UserListItem } from '@app/contracts';
import { requireRole } from '../lib/auth.js';
import type { AdminService } from './admin.service.js';

export function adminRouter(service: AdminService) {
  const router = express.Router();
  const adminOnly = requireRole('admin');

  router.get('/usuarios', adminOnly, async (_req, res) => {
    res.json((await service.listUsers()) satisfies UserListItem[]);
  });

  router.get('/admin/dashboard', adminOnly, async (_req, res) => {
    res.json(await service.dashboard());
  });

  return router;
}
