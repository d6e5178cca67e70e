import express from 'express';
import type { AiStatusResponse, AskResponse, HistoryResponse, SavedMessage, SendTemplateResponse, StaffReplyResponse, TurnEvent } from '@app/contracts';
import type { AppContext } from '../context.js';
import { actorOf, requireStaff, requireUser } from '../lib/auth.js';
import { createLimiter } from '../lib/rate-limit.js';
import { idParam, parse } from '../lib/validate.js';
import type { ContactService } from './contact.service.js';
import type { ConversationService } from './conversation.service.js';
import { askSchema, askTurnSchema, codeSchema, mergeSchema, rateAnswerSchema, saveMessageSchema, sendTemplateSchema, staffReplySchema } from './conversation.schemas.js';
import type { TurnFlow } from './turn-flow.js';

const QUESTIONS_PER_WINDOW = { limit: 20, windowMs: 10 * 60 * 1000 };
const QUESTIONS_LIMITED =
  'Você enviou muitas perguntas em pouco tempo. Aguarde alguns minutos e tente de novo; se preferir, um assessor responde por aqui.';

export interface ConversationRouterServices {
  conversation: ConversationService;
  turns: TurnFlow;
  contacts: ContactService;
}

/**
 * The conversation over HTTP: the documented chat endpoints (`/api/chat/salvar`, `/api/chat/historico`,
 * `/api/chat/status-ia`, `/api/chatgpt`) as before, the widget's one-request question (`/api/conversa/perguntar`),
 * the staff's one-action reply and hand back, and proving one's WhatsApp number.
 */
export function conversationRouter(ctx: AppContext, services: ConversationRouterServices) {
  const { conversation, turns, contacts } = services;
  const router = express.Router();
  const byUser = (req: express.Request) => `user:${req.session.userId}`;
  const savesPerUser = createLimiter(ctx, {
    name: 'chat-save-user',
    windowMs: 60 * 1000,
    limit: 60,
    key: byUser,
    message: 'Muitas mensagens em pouco tempo. Aguarde um minuto e tente novamente.',
  });
  // /api/chatgpt and /api/conversa/perguntar share one budget: they are the same question asked two ways.
  const questionsPerUser = createLimiter(ctx, { name: 'ai-user', ...QUESTIONS_PER_WINDOW, key: byUser, message: QUESTIONS_LIMITED });
  const codesPerUser = createLimiter(ctx, {
    name: 'whatsapp-code-user',
    windowMs: 60 * 60 * 1000,
    limit: 5,
    key: byUser,
    message: 'Muitos pedidos de código em pouco tempo. Aguarde uma hora e tente de novo.',
  });
  // Several accounts can name one number: the number itself gets a budget too, so nobody floods a stranger's phone.
  const codesPerNumber = createLimiter(ctx, {
    name: 'whatsapp-code-number',
    windowMs: 24 * 60 * 60 * 1000,
    limit: 8,
    key: (_req, res) => `numero:${String(res.locals.numero)}`,
    message: 'Este número já recebeu muitos códigos hoje. Tente de novo amanhã ou fale com a equipe.',
  });
  const ownNumber: express.RequestHandler = async (req, res, next) => {
    res.locals.numero = (await contacts.numberStatus(actorOf(req))).numero ?? 'nenhum';
    next();
  };
  const guessesPerUser = createLimiter(ctx, {
    name: 'whatsapp-code-guess-user',
    windowMs: 15 * 60 * 1000,
    limit: 20,
    key: byUser,
    message: 'Muitas tentativas de código. Aguarde alguns minutos.',
  });

  router.post('/chat/salvar', requireUser, savesPerUser, async (req, res) => {
    const input = parse(saveMessageSchema, req.body);
    const saved = await conversation.saveDocumented(actorOf(req), input);
    res.status(201).json({
      id: saved.id,
      userId: input.userId,
      autor: saved.autor,
      mensagem: saved.mensagem,
      criado_em: saved.criado_em,
      autor_nome: saved.autor_nome,
    } satisfies SavedMessage);
  });

  router.get('/chat/historico/:userId', requireUser, async (req, res) => {
    const userId = parse(idParam, req.params.userId);
    res.json({ mensagens: await conversation.history(actorOf(req), userId) } satisfies HistoryResponse);
  });

  router.get('/chat/status-ia/:userId', requireUser, async (req, res) => {
    const userId = parse(idParam, req.params.userId);
    res.json({ status_ia: await conversation.statusIa(actorOf(req), userId) } satisfies AiStatusResponse);
  });

  router.post('/chatgpt', requireUser, questionsPerUser, async (req, res) => {
    const input = parse(askSchema, req.body);
    const answer = await turns.askDocumented(actorOf(req), input.message);
    // quickReplies is an optional addition: documented clients read only `response`.
    const body: AskResponse =
      answer.quickReplies.length > 0 ? { response: answer.message.mensagem, quickReplies: answer.quickReplies } : { response: answer.message.mensagem };
    res.json(body);
  });

  router.post('/conversa/perguntar', requireUser, questionsPerUser, async (req, res) => {
    const input = parse(askTurnSchema, req.body);
    const started = await turns.start(actorOf(req), input);
    // One line of JSON per event, sent as it happens: no compression buffering (no-transform) and no proxy buffering.
    res.status(200);
    res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    const stop = new AbortController();
    res.on('close', () => stop.abort());
    const write = (event: TurnEvent) => {
      if (!res.writableEnded && !res.destroyed) res.write(`${JSON.stringify(event)}\n`);
    };
    await turns.stream(started, write, stop.signal);
    res.end();
  });

  /** "Isso respondeu?" on one of the assistant's replies in one's own conversation. */
  router.post('/conversa/mensagens/:id/avaliacao', requireUser, savesPerUser, async (req, res) => {
    const id = parse(idParam, req.params.id);
    res.json(await conversation.rateAnswer(actorOf(req), id, parse(rateAnswerSchema, req.body).util));
  });

  router.get('/conversa/aguardando', requireStaff, async (_req, res) => {
    res.json(await conversation.waitingSummary());
  });

  router.get('/conversa/:userId/estado', requireUser, async (req, res) => {
    const userId = parse(idParam, req.params.userId);
    res.json(await conversation.state(actorOf(req), userId));
  });

  router.post('/conversa/:userId/responder', requireStaff, async (req, res) => {
    const userId = parse(idParam, req.params.userId);
    const { texto } = parse(staffReplySchema, req.body);
    res.status(201).json((await conversation.staffReply(actorOf(req), userId, texto)) satisfies StaffReplyResponse);
  });

  router.post('/conversa/:userId/devolver', requireStaff, async (req, res) => {
    const userId = parse(idParam, req.params.userId);
    res.json(await conversation.setAssistant(actorOf(req), userId, 'Ligada'));
  });

  router.post('/conversa/:userId/assumir', requireStaff, async (req, res) => {
    const userId = parse(idParam, req.params.userId);
    await conversation.takeOver(actorOf(req), userId);
    res.json(await conversation.state(actorOf(req), userId));
  });

  router.post('/whatsapp/modelo', requireStaff, async (req, res) => {
    const input = parse(sendTemplateSchema, req.body);
    res.status(202).json((await conversation.sendTemplate(actorOf(req), input)) satisfies SendTemplateResponse);
  });

  router.post('/conversa/:userId/unir', requireStaff, async (req, res) => {
    const userId = parse(idParam, req.params.userId);
    const { leadId } = parse(mergeSchema, req.body);
    res.json(await contacts.mergeLead(actorOf(req), userId, leadId));
  });

  router.get('/usuario/whatsapp', requireUser, async (req, res) => {
    res.json(await contacts.numberStatus(actorOf(req)));
  });

  router.post('/usuario/whatsapp/codigo', requireUser, codesPerUser, ownNumber, codesPerNumber, async (req, res) => {
    res.status(202).json(await contacts.requestCode(actorOf(req)));
  });

  router.post('/usuario/whatsapp/confirmar', requireUser, guessesPerUser, async (req, res) => {
    const { codigo } = parse(codeSchema, req.body);
    res.json(await contacts.verifyCode(actorOf(req), codigo));
  });

  return router;
}
