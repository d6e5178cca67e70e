import type { AppContext } from './context.js';
import { createMailer } from './lib/mailer.js';
import { createOpenAiClient } from './lib/openai.js';
import { accountDeletionService } from './account-deletion/index.js';
import { accountsService } from './accounts/index.js';
import { adminService } from './admin/index.js';
import { aiService, createAssistant, offlineAssistant } from './ai/index.js';
import { chatService } from './chat/index.js';
import { deletionRequestsService } from './deletion-requests/index.js';
import { flashcardsService } from './flashcards/index.js';
import { marketingService } from './marketing/index.js';
import { passwordsService } from './passwords/index.js';
import { preferencesService } from './preferences/index.js';
import { ticketsService } from './tickets/index.js';
import { createSpeechEngine, ttsService } from './tts/index.js';
import { usersService } from './users/index.js';
import { conversationService, inboundService, whatsappAssistant, whatsappService } from './whatsapp/index.js';
import { filesService } from './files/index.js';
import { auditService } from './audit/index.js';
import { dataExportService } from './data-export/index.js';
import { retentionService } from './retention/index.js';
import { pipelineService } from './pipeline/index.js';
import { quickRepliesService } from './quick-replies/index.js';
import { knowledgeService } from './knowledge/index.js';

/**
 * Every domain service, built once per app from the shared infrastructure (createApp calls this). Routers get the
 * services they use from here; a service that needs another receives it as a dependency.
 */
export function buildServices(ctx: AppContext) {
  const { config, db, logger, realtime, queue, limits } = ctx;
  // One client for chat and speech: with a key both use OpenAI, without one both run offline.
  const openai = createOpenAiClient(config);
  const tts = ttsService({ db, logger, engine: createSpeechEngine(openai, config.OPENAI_TTS_MODEL) });
  const whatsapp = whatsappService({ db, config, queue });
  // The staff's articles: every answer reads the current index, rebuilt only after an edit.
  const knowledge = knowledgeService({ db });
  const ai = aiService({
    db,
    logger,
    realtime,
    provider: createAssistant(openai, config.OPENAI_MODEL, knowledge.source),
    fallback: openai ? offlineAssistant(knowledge.source) : undefined,
  });
  const whatsappConversations = conversationService({ db, config, realtime, whatsapp });
  const audit = auditService({ db, logger });
  const pipeline = pipelineService({ db, realtime });
  return {
    accountDeletion: accountDeletionService({ db, realtime, logger, audit }),
    accounts: accountsService({ db, loginFailuresPerEmail: limits.loginFailuresPerEmail }),
    admin: adminService({ db, whatsapp }),
    ai,
    chat: chatService({ db, realtime }),
    deletionRequests: deletionRequestsService({ db, logger, appSecret: config.FACEBOOK_APP_SECRET, publicUrl: config.publicUrl }),
    flashcards: flashcardsService({ db, tts }),
    files: filesService({ db }),
    marketing: marketingService({ db, logger, whatsapp, templates: whatsappConversations, productSlug: config.MARKETING_PRODUCT_SLUG }),
    passwords: passwordsService({
      db,
      logger,
      realtime,
      appUrl: config.appUrl,
      mailer: createMailer(config),
      whatsapp,
      whatsappResetTemplate: config.WHATSAPP_RESET_TEMPLATE,
    }),
    preferences: preferencesService({ db }),
    tickets: ticketsService({ db, realtime, pipeline }),
    tts,
    users: usersService({ db, realtime }),
    whatsapp,
    whatsappAssistant: whatsappAssistant({ db, logger, realtime, ai, whatsapp }),
    whatsappConversations,
    whatsappInbound: inboundService({
      db,
      config,
      logger,
      realtime,
      queue,
      recorderLimits: { maxWaiting: ctx.limits.webhookWaiting, answerWithinMs: ctx.limits.webhookAnswerWithinMs },
    }),
    audit,
    dataExport: dataExportService({ db, audit }),
    retention: retentionService({ db, config, logger }),
    pipeline,
    quickReplies: quickRepliesService({ db, pipeline }),
    knowledge,
  };
}
export type Services = ReturnType<typeof buildServices>;
