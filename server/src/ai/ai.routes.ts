import express from 'express';
import type { AskResponse } from '@app/contracts';
import type { AppContext } from '../context.js';
import { actorOf, requireUser } from '../lib/auth.js';
import { createLimiter } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import { askSchema } from './ai.schemas.js';
import type { AiService } from './ai.service.js';

const AI_RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };
const AI_RATE_LIMIT_MESSAGE =
  'Você enviou muitas perguntas em pouco tempo. Aguarde alguns minutos e tente de novo; se preferir, um assessor responde por aqui.';

export function aiRouter(ctx: AppContext, service: AiService) {
  const router = express.Router();
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
    const { response, quickReplies } = await service.ask(actor, input, req.sessionID);
    // quickReplies is an optional addition: SPEC §7 clients read only `response`.
    const body: AskResponse = quickReplies.length > 0 ? { response, quickReplies: quickReplies.slice(0, 4) } : { response };
    res.json(body);
  });

  return router;
}
