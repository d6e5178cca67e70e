import type { IncomingMessage } from 'node:http';
import express, { type ErrorRequestHandler, type Request } from 'express';
import type { Campaign, CampaignDetail, Prospect, SendMarketingResponse } from '@app/contracts';
import { actorOf, requireRole } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import { parse } from '../lib/validate.js';
import type { MarketingService } from './marketing.service.js';
import { campaignIdParam, sendMarketingSchema } from './marketing.schemas.js';

const SEND_PATH = '/api/enviar-modelo-marketing';

/**
 * The send carries the whole contact list (docs/product.md, API calls), larger than the API's 100 kB default. Nothing that large may be
 * parsed before the caller is known, so the session stack's parser takes every JSON body but this one (its `type`
 * test), and the route parses it after the admin check.
 */
export function jsonParsedBeforeAuth(req: IncomingMessage): boolean {
  const request = req as Request;
  const isSend = request.method === 'POST' && request.baseUrl + request.path === SEND_PATH;
  return !isSend && Boolean(request.is('application/json'));
}
const contactListBody = express.json({ limit: '2mb' });

/** The marketing page reads `erro` (docs/product.md, Error messages); the generic `error` rides along for the shared API client. */
const answerWithErro: ErrorRequestHandler = (err, _req, res, next) => {
  if (err instanceof HttpError && err.status < 500) {
    res.status(err.status).json({ sucesso: false, erro: err.message, error: err.message });
    return;
  }
  next(err);
};

export function marketingRouter(service: MarketingService) {
  const router = express.Router();
  const adminOnly = requireRole('admin');

  router.get('/prospectos', adminOnly, async (_req, res) => {
    res.json((await service.listProspects()) satisfies Prospect[]);
  });

  router.get('/modelos-marketing', adminOnly, (_req, res) => {
    res.json(service.templates());
  });

  router.post('/enviar-modelo-marketing', adminOnly, contactListBody, async (req, res) => {
    const input = parse(sendMarketingSchema, req.body);
    res.status(202).json((await service.send(actorOf(req), input)) satisfies SendMarketingResponse);
  });

  router.get('/campanhas-marketing', adminOnly, async (_req, res) => {
    res.json((await service.recent()) satisfies Campaign[]);
  });

  router.get('/campanhas-marketing/:id', adminOnly, async (req, res) => {
    res.json((await service.detail(parse(campaignIdParam, req.params.id))) satisfies CampaignDetail);
  });

  router.use('/enviar-modelo-marketing', answerWithErro);
  return router;
}
