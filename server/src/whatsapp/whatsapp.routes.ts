import express from 'express';
import type { AppContext } from '../context.js';
import { requireStaff } from '../lib/auth.js';
import { idParam, parse } from '../lib/validate.js';
import { whatsappService } from './whatsapp.service.js';
import { enviosQuerySchema, forwardSchema } from './whatsapp.schemas.js';

/** Mounted under /webhook: staff forward a saved reply to the user's WhatsApp; the queue sends it. */
export function whatsappWebhookRouter(ctx: AppContext) {
  const router = express.Router();
  router.post('/enviar-whatsapp', requireStaff, async (req, res) => {
    const input = parse(forwardSchema, req.body);
    res.status(202).json(await whatsappService.forwardReply(ctx, input));
  });
  return router;
}

/** Mounted under /api: whether WhatsApp is configured, and delivery states of forwarded replies. */
export function whatsappApiRouter(ctx: AppContext) {
  const router = express.Router();
  router.get('/whatsapp/status', requireStaff, (_req, res) => {
    res.json(whatsappService.status(ctx));
  });
  router.get('/whatsapp/envios', requireStaff, async (req, res) => {
    const { userId } = parse(enviosQuerySchema, req.query);
    res.json({ envios: await whatsappService.userEnvios(ctx, userId) });
  });
  router.get('/whatsapp/envios/:id', requireStaff, async (req, res) => {
    const id = parse(idParam, req.params.id);
    res.json(await whatsappService.envio(ctx, id));
  });
  return router;
}
