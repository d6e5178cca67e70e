import express from 'express';
import type { ConsentHistory, Preferences } from '@app/contracts';
import { actorOf, requireUser } from '../lib/auth.js';
import { parse } from '../lib/validate.js';
import type { PreferencesService } from './preferences.service.js';
import { preferencesSchema } from './preferences.schemas.js';

export function preferencesRouter(service: PreferencesService) {
  const router = express.Router();

  router.get('/usuario/preferencias', requireUser, async (req, res) => {
    res.json((await service.get(actorOf(req))) satisfies Preferences);
  });

  router.put('/usuario/preferencias', requireUser, async (req, res) => {
    res.json((await service.update(actorOf(req), parse(preferencesSchema, req.body))) satisfies Preferences);
  });

  router.get('/usuario/consentimentos', requireUser, async (req, res) => {
    res.json((await service.consentHistory(actorOf(req))) satisfies ConsentHistory);
  });

  return router;
}
