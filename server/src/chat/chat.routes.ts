import express from 'express';
import type { AiStatusResponse, HistoryResponse, SavedMessage } from '@app/contracts';
import type { AppContext } from '../context.js';
import { actorOf, requireUser } from '../lib/auth.js';
import { createLimiter } from '../lib/rate-limit.js';
import { idParam, parse } from '../lib/validate.js';
import { saveMessageSchema } from './chat.schemas.js';
import type { ChatService } from './chat.service.js';

export function chatRouter(ctx: AppContext, service: ChatService) {
  const router = express.Router();
  const perUser = createLimiter(ctx, {
    name: 'chat-save-user',
    windowMs: 60 * 1000,
    limit: 60,
    key: (req) => `user:${req.session.userId}`,
    message: 'Muitas mensagens em pouco tempo. Aguarde um minuto e tente novamente.',
  });

  router.post('/chat/salvar', requireUser, perUser, async (req, res) => {
    const actor = actorOf(req);
    const input = parse(saveMessageSchema, req.body);
    const saved = await service.save(actor, input, { sessionId: req.sessionID });
    res.status(201).json({
      id: saved.id,
      userId: saved.userId,
      autor: saved.autor,
      mensagem: saved.mensagem,
      criado_em: saved.criado_em,
      autor_nome: saved.autor_nome,
    } satisfies SavedMessage);
  });

  router.get('/chat/historico/:userId', requireUser, async (req, res) => {
    const userId = parse(idParam, req.params.userId);
    res.json({ mensagens: await service.history(actorOf(req), userId) } satisfies HistoryResponse);
  });

  router.get('/chat/status-ia/:userId', requireUser, async (req, res) => {
    const userId = parse(idParam, req.params.userId);
    res.json({ status_ia: await service.statusIa(actorOf(req), userId) } satisfies AiStatusResponse);
  });

  return router;
}
