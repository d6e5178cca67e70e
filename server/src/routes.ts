import express from 'express';
import type { AppContext } from './context.js';
import { buildServices, type Services } from './services.js';
import { accountsRouter } from './accounts/index.js';
import { passwordsRouter } from './passwords/index.js';
import { healthRouter } from './health/index.js';
import { conversationRouter } from './conversation/index.js';
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
import { filesRouter } from './files/index.js';
import { auditRouter, auditTrail } from './audit/index.js';
import { dataExportRouter } from './data-export/index.js';
import { pipelineRouter } from './pipeline/index.js';
import { quickRepliesRouter } from './quick-replies/index.js';
import { knowledgeRouter } from './knowledge/index.js';
import { backupsRouter } from './backups/index.js';
import { helpCentreRouter } from './help-centre/index.js';
import { siteContentRouter } from './site-content/index.js';

/**
 * Every domain's router, mounted under /api, one line per domain, each given the services it uses. Without
 * `services` (a caller that only lists the routes), a fresh set is built.
 */
export function apiRouter(ctx: AppContext, services: Services = buildServices(ctx)) {
  const api = express.Router();
  // First, so it sees every audited route's answer (audit/audit.middleware.ts).
  api.use(auditTrail(services.audit));
  api.use(accountsRouter(ctx, services.accounts));
  api.use(passwordsRouter(ctx, services.passwords));
  api.use(conversationRouter(ctx, services));
  api.use(ttsRouter(ctx, services.tts));
  api.use(flashcardsRouter(ctx, services.flashcards));
  api.use(accountDeletionRouter(ctx, services.accountDeletion));
  api.use(preferencesRouter(services.preferences));
  api.use(deletionRequestsRouter(ctx, services.deletionRequests));
  api.use(adminRouter(services.admin));
  api.use(usersRouter(services.users));
  api.use(marketingRouter(services.marketing));
  api.use(ticketsRouter(services.tickets));
  api.use(whatsappApiRouter(services.whatsapp, services.whatsappConversations));
  api.use(filesRouter(services.files));
  api.use(auditRouter(services.audit));
  api.use(dataExportRouter(ctx, services.dataExport));
  api.use(pipelineRouter(services.pipeline));
  api.use(quickRepliesRouter(services.quickReplies));
  api.use(knowledgeRouter(services.knowledge));
  api.use(backupsRouter(services.backups));
  api.use(helpCentreRouter(ctx, services.helpCentre));
  api.use(siteContentRouter(services.site));
  return api;
}

/** Routes outside /api (health checks, webhooks). */
export function rootRouter(ctx: AppContext) {
  const root = express.Router();
  root.use(healthRouter(ctx));
  return root;
}

/** Routes under /webhook (same session and CSRF rules as /api). */
export function webhookRouter(ctx: AppContext, services: Services = buildServices(ctx)) {
  const webhook = express.Router();
  webhook.use(whatsappWebhookRouter(services.whatsapp));
  return webhook;
}
