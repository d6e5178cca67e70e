import express from 'express';
import type { AppContext } from '../context.js';
import { actorOf, requireUser } from '../lib/auth.js';
import { createLimiter } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import { aiRepository } from './ai.repository.js';
import { askSchema } from './ai.schemas.js';
import { aiService } from './ai.service.js';
import { aiReplyReceipts } from './ai-reply-receipts.js';
import { KnowledgeBase } from './knowledge-base.js';
import { knowledgeAssistant } from './knowledge-assistant.js';
import { createOpenAiClient } from './openai-client.js';
import { openAiAssistant } from './openai-assistant.js';

export const AI_RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };
export const AI_RATE_LIMIT_MESSAGE =
  'Você enviou muitas perguntas em pouco tempo. Aguarde alguns minutos e tente de novo; se preferir, um assessor responde por aqui.';

let sharedKnowledgeBase: KnowledgeBase | undefined;
/** Parsed and indexed once per process (a few milliseconds, but tests build many apps). */
export function knowledgeBase(): KnowledgeBase {
  sharedKnowledgeBase ??= new KnowledgeBase();
  return sharedKnowledgeBase;
}

export function aiRouter(ctx: AppContext) {
  const router = express.Router();
  const kb = knowledgeBase();
  const openai = createOpenAiClient(ctx.config);
  const provider = openai ? openAiAssistant(openai, ctx.config.OPENAI_MODEL, kb) : knowledgeAssistant(kb);
  const service = aiService({ repo: aiRepository(ctx.db), receipts: aiReplyReceipts(ctx.db), provider, logger: ctx.logger });
  const perUser = createLimiter(ctx, {
    name: 'ai-user',
    windowMs: AI_RATE_LIMIT.windowMs,
    limit: AI_RATE_LIMIT.limit,
    key: (req) => `user:${req.session.userId}`,
    message: AI_RATE_LIMIT_MESSAGE,
  });

  router.post('/chatgpt', requireUser, perUser, async (req, res) => {
    const actor = actorOf(req);
    const input = parse(askSchema, req.body);
    const response = await service.ask(actor, input, req.sessionID);
    res.json({ response });
  });

  return router;
}
