import express from 'express';
import type { AppContext } from './context.js';
import { accountsRouter } from './accounts/index.js';
import { healthRouter } from './health/index.js';
import { deletionRequestsRouter } from './deletion-requests/index.js';

/** Every domain's router, mounted under /api. One line per domain. */
export function apiRouter(ctx: AppContext) {
  const api = express.Router();
  api.use(accountsRouter(ctx));
  api.use(deletionRequestsRouter(ctx));
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
  void ctx;
  return webhook;
}
