import express from 'express';
import type { AppContext } from '../context.js';
import { actorOf, requireUser } from '../lib/auth.js';
import { parse } from '../lib/validate.js';
import { preferencesRepository } from './preferences.repository.js';
import { preferencesService } from './preferences.service.js';
import { preferencesSchema } from './preferences.schemas.js';

export function preferencesRouter(ctx: AppContext) {
  const router = express.Router();
  const service = preferencesService(preferencesRepository(ctx.db));

  router.get('/usuario/preferencias', requireUser, async (req, res) => {
    res.json(await service.get(actorOf(req)));
  });

  router.put('/usuario/preferencias', requireUser, async (req, res) => {
    res.json(await service.update(actorOf(req), parse(preferencesSchema, req.body)));
  });

  return router;
}
