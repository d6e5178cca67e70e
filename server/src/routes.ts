import express from 'express';
import type { AppContext } from './context.js';
import { accountsRouter } from './accounts/index.js';
import { passwordsRouter } from './passwords/index.js';
import { healthRouter } from './health/index.js';
import { chatRouter } from './chat/index.js';
import { aiRouter } from './ai/index.js';
import { ttsRouter } from './tts/index.js';
import { flashcardsRouter } from './flashcards/index.js';
import { accountDeletionRouter } from './account-deletion/index.js';
import { preferencesRouter } from './preferences/index.js';
import { deletionRequestsRouter } from './deletion-requests/index.js';
import { adminRouter } from './admin/index.js';
import { usersRouter } from './users/index.js';
import { marketingRouter } from './marketing/index.js';
import { ticketsRouter } from './tickets/index.js';
import { whatsappApiRouter, whatsappWebhookRouter } from './whatsapp/index.js';

/** Every domain's router, mounted under /api. One line per domain. */
export function apiRouter(ctx: AppContext) {
  const api = express.Router();
  api.use(accountsRouter(ctx));
  api.use(passwordsRouter(ctx));
  api.use(chatRouter(ctx));
  api.use(aiRouter(ctx));
  api.use(ttsRouter(ctx));
  api.use(flashcardsRouter(ctx));
  api.use(accountDeletionRouter(ctx));
  api.use(preferencesRouter(ctx));
  api.use(deletionRequestsRouter(ctx));
  api.use(adminRouter(ctx));
  api.use(usersRouter(ctx));
  api.use(marketingRouter(ctx));
  api.use(ticketsRouter(ctx));
  api.use(whatsappApiRouter(ctx));
  return api;
}

/** Routes outside /api (health checks, webhooks). */
export function rootRouter(ctx: AppContext) {
  const root = express.Router();
  root.use(healthRouter(ctx));
  return root;
}

/** Routes under /webhook (same session and CSRF rules as /api). */
export function webhookRouter(ctx: AppContext) {
  const webhook = express.Router();
  webhook.use(whatsappWebhookRouter(ctx));
  return webhook;
}
