import type { AppContext } from './context.js';
import { createMailer } from './lib/mailer.js';
import { createOpenAiClient } from './lib/openai.js';
import { accountDeletionService } from './account-deletion/index.js';
import { accountsService } from './accounts/index.js';
import { adminService } from './admin/index.js';
import { createAssistant, offlineAssistant } from './ai/index.js';
import { assistantTurn, contactService, conversationService, turnFlow, whatsappChannel, whatsappOutbound } from './conversation/index.js';
import { deletionRequestsService } from './deletion-requests/index.js';
import { flashcardsService } from './flashcards/index.js';
import { marketingService } from './marketing/index.js';
import { passwordsService } from './passwords/index.js';
import { preferencesService } from './preferences/index.js';
import { ticketsService } from './tickets/index.js';
import { createSpeechEngine, ttsService } from './tts/index.js';
import { usersService } from './users/index.js';
import { inboundService, replyWindowService, whatsappService } from './whatsapp/index.js';
import { filesService } from './files/index.js';
import { auditService } from './audit/index.js';
import { dataExportService } from './data-export/index.js';
import { retentionService } from './retention/index.js';
import { pipelineService } from './pipeline/index.js';
import { quickRepliesService } from './quick-replies/index.js';
import { knowledgeService } from './knowledge/index.js';
import { backupsService } from './backups/index.js';
import { helpCentreService } from './help-centre/index.js';
import { siteContentService } from './site-content/index.js';

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
  // The public pages of the same articles: an assistant answer links to the one it was drawn from.
  const helpCentre = helpCentreService({ db, ensureSeeded: knowledge.seed });
  const whatsappConversations = replyWindowService({ db, config, realtime, whatsapp });
  // The conversation: every message enters through it, on the site and on WhatsApp alike.
  const outbound = whatsappOutbound({ db, config, whatsapp });
  // The advisory's own content (contacts, office hours): the waiting notice and the assistant quote what it set.
  const site = siteContentService({
    db,
    integrations: { email: Boolean(config.SMTP_URL), whatsappApi: whatsapp.configured(), openai: Boolean(openai) },
  });
  const conversation = conversationService({
    db,
    logger,
    realtime,
    outbound,
    officeHours: () => site.officeHours(),
    templates: whatsappConversations,
  });
  // The assistant quotes the same content (hours, WhatsApp, advisors): the site's cached read, cleared by each save.
  const advisoryContact = () => site.publicSite();
  const turn = assistantTurn({
    db,
    logger,
    provider: createAssistant(openai, config.OPENAI_MODEL, knowledge.source, advisoryContact),
    fallback: openai ? offlineAssistant(knowledge.source, advisoryContact) : undefined,
    conversation,
    readMore: (articles) => helpCentre.readMore(articles),
    publicUrl: config.publicUrl,
  });
  const contacts = contactService({ db, logger, realtime, outbound, secret: config.sessionSecret, codeTemplate: config.WHATSAPP_CODE_TEMPLATE });
  const channel = whatsappChannel({ db, logger, contacts, conversation, turn, outbound });
  const files = filesService({ db });
  const audit = auditService({ db, logger });
  const pipeline = pipelineService({ db, realtime, files });
  return {
    accountDeletion: accountDeletionService({ db, realtime, logger, audit }),
    accounts: accountsService({ db, loginFailuresPerEmail: limits.loginFailuresPerEmail, passwordHashCost: config.PASSWORD_HASH_COST }),
    admin: adminService({ db, whatsapp }),
    conversation,
    contacts,
    turns: turnFlow({ db, logger, conversation, turn, speakSentence: (input) => tts.speakSentence(input) }),
    deletionRequests: deletionRequestsService({ db, logger, appSecret: config.FACEBOOK_APP_SECRET, publicUrl: config.publicUrl }),
    flashcards: flashcardsService({ db, tts }),
    files,
    marketing: marketingService({ db, logger, whatsapp, templates: whatsappConversations, productSlug: config.MARKETING_PRODUCT_SLUG }),
    passwords: passwordsService({
      db,
      logger,
      passwordHashCost: config.PASSWORD_HASH_COST,
      realtime,
      appUrl: config.appUrl,
      mailer: createMailer(config),
      whatsapp,
      whatsappResetTemplate: config.WHATSAPP_RESET_TEMPLATE,
    }),
    preferences: preferencesService({ db }),
    tickets: ticketsService({ db, realtime, pipeline, conversation, contacts }),
    tts,
    users: usersService({ db, realtime }),
    whatsapp,
    whatsappAssistant: (messageId: number) => channel.answer(messageId),
    whatsappConversations,
    whatsappInbound: inboundService({
      db,
      config,
      logger,
      realtime,
      queue,
      conversation: channel,
      files,
      recorderLimits: { maxWaiting: ctx.limits.webhookWaiting, answerWithinMs: ctx.limits.webhookAnswerWithinMs },
    }),
    audit,
    dataExport: dataExportService({ db, audit }),
    retention: retentionService({ db, config, logger }),
    pipeline,
    quickReplies: quickRepliesService({ db, pipeline }),
    knowledge,
    // The public help centre reads the same articles (seeded first, like the assistant's index).
    helpCentre,
    site,
    backups: backupsService({
      db,
      logger,
      config: { dir: config.backupDir, hour: config.BACKUP_HOUR, keep: { diarios: config.BACKUP_KEEP_DAILY, semanais: config.BACKUP_KEEP_WEEKLY } },
    }),
  };
}
export type Services = ReturnType<typeof buildServices>;
