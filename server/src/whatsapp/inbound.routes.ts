import diagnosticsChannel from 'node:diagnostics_channel';
import express from 'express';
import { HttpError } from '../lib/errors.js';
import { NOT_CONFIGURED, type InboundService } from './inbound.service.js';
import { InboxBusyError, type RecordTrace } from './inbox-recorder.js';

/**
 * Each acknowledged POST's phases (performance.now() stamps) are published here when something subscribes (the
 * bench's server does; nothing does in production, and then nothing is measured).
 */
export const WEBHOOK_TIMING_CHANNEL = 'app.whatsapp.webhook-ack';
const timing = diagnosticsChannel.channel(WEBHOOK_TIMING_CHANNEL);

export interface WebhookTiming extends RecordTrace {
  /** The route was entered (headers parsed; the body not read yet). */
  arrivedAt: number;
  bodyReadAt: number;
  /** The 200 was handed to the socket. */
  answeredAt: number;
}

/** Meta's deliveries are small; a batch of many entries still fits well within this. */
const BODY_LIMIT = '2mb';
/** When Meta should send a delivery again after a 503 (it retries with backoff for days anyway). */
const RETRY_AFTER_SECONDS = 30;
export const INBOX_BUSY = 'Muitos eventos do WhatsApp de uma vez. Tente novamente em instantes.';

/**
 * `GET/POST /webhook/whatsapp`, mounted outside the session and CSRF stack: Meta has no session, and the POST's
 * signature covers the raw bytes, so the body is read raw here (never parsed and re-serialised before the check).
 * Without WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET the endpoint does not exist (404); with only one, the other
 * half answers 503 naming what is missing.
 */
export function whatsappInboundRouter(service: InboundService) {
  const router = express.Router();
  const missing = (variable: string) => {
    const { verifyToken, appSecret } = service.configuration();
    if (!verifyToken && !appSecret) throw new HttpError(404, NOT_CONFIGURED);
    throw new HttpError(503, `${NOT_CONFIGURED} Falta ${variable}.`);
  };

  router.get('/webhook/whatsapp', (req, res) => {
    const { verifyToken } = service.configuration();
    if (!verifyToken) return missing('WHATSAPP_VERIFY_TOKEN');
    const mode = req.query['hub.mode'];
    const token = req.query['hub.verify_token'];
    const challenge = req.query['hub.challenge'];
    if (mode !== 'subscribe' || token !== verifyToken || typeof challenge !== 'string' || challenge.length > 200) {
      throw new HttpError(403, 'Verificação do webhook recusada.');
    }
    // Meta expects the challenge back as it sent it, as plain text.
    res.type('text/plain').send(challenge);
  });

  const stamp: express.RequestHandler = (_req, res, next) => {
    if (timing.hasSubscribers) res.locals.arrivedAt = performance.now();
    next();
  };
  router.post('/webhook/whatsapp', stamp, express.raw({ type: () => true, limit: BODY_LIMIT }), async (req, res) => {
    if (!service.configuration().appSecret) return missing('WHATSAPP_APP_SECRET');
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const arrivedAt = res.locals.arrivedAt as number | undefined;
    const trace: RecordTrace | undefined = arrivedAt === undefined ? undefined : {};
    const bodyReadAt = performance.now();
    try {
      await service.receive(raw, req.get('x-hub-signature-256'), trace);
    } catch (error) {
      if (!(error instanceof InboxBusyError)) throw error;
      res.set('Retry-After', String(RETRY_AFTER_SECONDS));
      throw new HttpError(503, INBOX_BUSY);
    }
    res.status(200).type('text/plain').send('EVENT_RECEIVED');
    if (trace && arrivedAt !== undefined) {
      timing.publish({ ...trace, arrivedAt, bodyReadAt, answeredAt: performance.now() } satisfies WebhookTiming);
    }
  });

  return router;
}
