import express from 'express';
import type { AppContext } from '../context.js';
import { requireRole } from '../lib/auth.js';
import { whatsappQueueHealth } from '../whatsapp/index.js';
import { adminRepository } from './admin.repository.js';
import { adminService } from './admin.service.js';

export function adminRouter(ctx: AppContext) {
  const router = express.Router();
  const service = adminService({
    repo: adminRepository(ctx.db),
    queueHealth: async () => {
      const counts = await whatsappQueueHealth(ctx);
      return { aguardando: counts.na_fila, falhou: counts.falhou };
    },
  });
  const adminOnly = requireRole('admin');

  router.get('/usuarios', adminOnly, async (_req, res) => {
    res.json(await service.listUsers());
  });

  router.get('/admin/dashboard', adminOnly, async (_req, res) => {
    res.json(await service.dashboard());
  });

  return router;
}
