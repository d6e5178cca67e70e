import express from 'express';
import type { AppContext } from '../context.js';

export function healthRouter(ctx: AppContext) {
  const router = express.Router();
  router.get('/healthz', async (_req, res) => {
    try {
      await ctx.db.raw('select 1');
      res.json({ ok: true });
    } catch (err) {
      ctx.logger.error({ err }, 'health check failed');
      res.status(503).json({ error: 'Banco de dados indisponível.' });
    }
  });
  return router;
}
