import express from 'express';
import type { ForwardResponse, WhatsappConversa, WhatsappStatus } from '@app/contracts';
import { requireStaff } from '../lib/auth.js';
import { idParam, parse } from '../lib/validate.js';
import type { WhatsappService } from './whatsapp.service.js';
import type { ReplyWindowService } from './reply-window.service.js';
import { enviosQuerySchema, forwardSchema } from './whatsapp.schemas.js';

/** Mounted under /webhook: staff forward a saved reply to the user's WhatsApp; the queue sends it. */
export function whatsappWebhookRouter(whatsapp: WhatsappService) {
  const router = express.Router();
  router.post('/enviar-whatsapp', requireStaff, async (req, res) => {
    const input = parse(forwardSchema, req.body);
    res.status(202).json((await whatsapp.forwardReply(input)) satisfies ForwardResponse);
  });
  return router;
}

/**
 * Mounted under /api: whether WhatsApp is configured, delivery states of forwarded replies, the conversation's
 * 24-hour window and templates, and sending a failed reply again. (Sending a template is a conversation action.)
 */
export function whatsappApiRouter(whatsapp: WhatsappService, conversations: ReplyWindowService) {
  const router = express.Router();
  router.get('/whatsapp/status', requireStaff, (_req, res) => {
    res.json(whatsapp.status() satisfies WhatsappStatus);
  });
  router.get('/whatsapp/envios', requireStaff, async (req, res) => {
    const { userId } = parse(enviosQuerySchema, req.query);
    res.json({ envios: await whatsapp.userEnvios(userId) });
  });
  router.get('/whatsapp/envios/:id', requireStaff, async (req, res) => {
    const id = parse(idParam, req.params.id);
    res.json(await whatsapp.envio(id));
  });
  router.post('/whatsapp/envios/:id/reenviar', requireStaff, async (req, res) => {
    const id = parse(idParam, req.params.id);
    res.status(202).json(await conversations.resend(id));
  });
  router.get('/whatsapp/conversas/:userId', requireStaff, async (req, res) => {
    const userId = parse(idParam, req.params.userId);
    res.json((await conversations.conversation(userId)) satisfies WhatsappConversa);
  });
  router.get('/whatsapp/modelos', requireStaff, async (_req, res) => {
    res.json({ modelos: await conversations.templates() });
  });
  return router;
}
