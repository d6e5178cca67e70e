import express from 'express';
import type { AppContext } from '../context.js';
import { actorOf, requireUser } from '../lib/auth.js';
import { createLimiter } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import { csvSectionParam } from './data-export.schemas.js';
import type { DataExportService } from './data-export.service.js';

const ONE_HOUR = 60 * 60 * 1000;

/** "Baixar meus dados": the logged-in person's own data only; there is no id in the path to point elsewhere. */
export function dataExportRouter(ctx: AppContext, service: DataExportService) {
  const router = express.Router();
  // Each export reads every table of a person: a few per hour is plenty for a human and caps a runaway script.
  const perUser = createLimiter(ctx, {
    name: 'data-export-user',
    windowMs: ONE_HOUR,
    limit: 10,
    key: (req) => `user:${req.session.userId}`,
    message: 'Muitas exportações em pouco tempo. Tente novamente em uma hora.',
  });
  const stamp = () => new Date().toISOString().slice(0, 10);

  router.get('/usuario/meus-dados', requireUser, perUser, async (req, res) => {
    const data = await service.exportJson(actorOf(req), req.ip ?? null);
    res.setHeader('Cache-Control', 'no-store');
    res.attachment(`meus-dados-${stamp()}.json`);
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });

  router.get('/usuario/meus-dados/csv/:secao', requireUser, perUser, async (req, res) => {
    const secao = parse(csvSectionParam, req.params.secao);
    const csv = await service.exportCsv(actorOf(req), req.ip ?? null, secao);
    res.setHeader('Cache-Control', 'no-store');
    res.attachment(`meus-dados-${secao}-${stamp()}.csv`);
    res.type('text/csv; charset=utf-8').send(csv);
  });

  return router;
}
