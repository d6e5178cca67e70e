import express from 'express';
import type { DeletionStatusView } from '@app/contracts';
import type { AppContext } from '../context.js';
import { parse } from '../lib/validate.js';
import { requireRole } from '../lib/auth.js';
import { createLimiter } from '../lib/rate-limit.js';
import type { DeletionRequestsService } from './deletion-requests.service.js';
import { dataDeletionSchema } from './deletion-requests.schemas.js';

const ONE_MINUTE = 60 * 1000;
export const DELETION_CALLBACK_PER_IP_PER_MINUTE = 60;
export const DELETION_STATUS_PER_IP_PER_MINUTE = 30;

export function deletionRequestsRouter(ctx: AppContext, service: DeletionRequestsService) {
  const router = express.Router();

  // Facebook calls from a handful of servers; a flood from one address is not Facebook.
  const callbackLimiter = createLimiter(ctx, {
    name: 'fb-deletion',
    windowMs: ONE_MINUTE,
    limit: DELETION_CALLBACK_PER_IP_PER_MINUTE,
    message: 'Muitas solicitações. Tente novamente em instantes.',
  });
  // Codes are 20 random alphanumerics (~119 bits); the limit keeps the public lookup from being a scanner's toy.
  const statusLimiter = createLimiter(ctx, {
    name: 'deletion-status',
    windowMs: ONE_MINUTE,
    limit: DELETION_STATUS_PER_IP_PER_MINUTE,
    message: 'Muitas consultas. Aguarde um minuto e tente novamente.',
  });

  /** Facebook's data deletion callback (form-encoded `signed_request`; exempt from CSRF, it carries a signature). */
  router.post('/facebook/data-deletion', callbackLimiter, async (req, res) => {
    const { signed_request } = parse(dataDeletionSchema, req.body ?? {});
    res.json(await service.receive(signed_request));
  });

  router.get('/deletion-requests', requireRole('admin'), async (_req, res) => {
    res.json(await service.list());
  });

  /** Public: the page Facebook links the person to (`/deletion-status?code=…` on the public site). */
  router.get('/deletion-status/:code', statusLimiter, async (req, res) => {
    res.json((await service.status(String(req.params.code))) satisfies DeletionStatusView);
  });

  return router;
}
