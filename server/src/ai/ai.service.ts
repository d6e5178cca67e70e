import type { Knex } from 'knex';
import { MESSAGE_MAX_CHARS } from '@app/contracts';
import type { Logger } from '../lib/logger.js';
import type { Realtime } from '../lib/realtime.js';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import { providerFailure } from '../lib/openai.js';
import type { AssistantProvider, AssistantReply } from './assistant-provider.js';
import { aiRepository } from './ai.repository.js';
import { aiReplyReceipts } from './ai-reply-receipts.js';
import { handoffsRepository } from './handoffs.repository.js';
import type { AskInput } from './ai.schemas.js';

const CONTEXT_MESSAGES = 10;
const AI_OFF_MESSAGE = 'O assistente virtual está desligado para esta conversa. Um assessor responderá por aqui.';
const PROVIDER_FAILURE_MESSAGE = 'O assistente virtual não conseguiu responder agora. Tente novamente em instantes.';

/** What POST /api/chatgpt answers: the text, and the follow-up questions the widget may offer as buttons. */
export interface AskAnswer {
  response: string;
  quickReplies: string[];
  /** Staff must take the conversation over: the conversation is flagged "aguardando assessor" (see `ask`). */
  handoff: AssistantReply['handoffReason'] | null;
}

export function aiService(deps: {
  db: Knex;
  provider: AssistantProvider;
  /** Answers when `provider` fails or times out (the offline knowledge base behind OpenAI); without it the user gets a 503. */
  fallback?: AssistantProvider;
  logger: Logger;
  realtime: Pick<Realtime, 'toStaff'>;
}) {
  const { provider, logger } = deps;
  const repo = aiRepository(deps.db);
  const receipts = aiReplyReceipts(deps.db);
  const handoffs = handoffsRepository(deps.db);
  return {
    /**
     * Answers a question from the actor's own conversation; refuses when staff switched the AI off.
     * The answer leaves a receipt for the asking session, which may then save it once as an "ia" message.
     */
    async ask(actor: Actor, input: AskInput, sessionId: string): Promise<AskAnswer> {
      const asker = await repo.findAsker(actor.id);
      if (!asker) throw new HttpError(401, 'Faça login para continuar.');
      if (asker.status_ia !== 'Ligada') throw new HttpError(409, AI_OFF_MESSAGE);

      // The client saves the question before asking (SPEC §4.1): don't send it twice.
      const history = await repo.lastMessages(actor.id, CONTEXT_MESSAGES + 1);
      const last = history.at(-1);
      if (last && last.autor === 'user' && last.mensagem.trim() === input.message) history.pop();
      const context = history.slice(-CONTEXT_MESSAGES);

      const started = Date.now();
      let reply: AssistantReply;
      try {
        reply = await provider.answer({ question: input.message, history: context, userName: asker.username });
      } catch (error) {
        const failure = providerFailure(logger, error, `assistant:${provider.name}`, PROVIDER_FAILURE_MESSAGE);
        if (!deps.fallback) throw failure;
        // The prospect still gets an answer from the same knowledge base, with the same hand-off rules.
        reply = await deps.fallback.answer({ question: input.message, history: context, userName: asker.username });
        logger.warn({ provider: deps.fallback.name }, 'assistant answered by the fallback provider');
      }
      logger.debug(
        {
          provider: provider.name,
          ms: Date.now() - started,
          chars: reply.text.length,
          kind: reply.kind,
          articles: reply.articles,
          handoff: reply.handoffReason,
        },
        'assistant answered',
      );
      const trimmed = reply.text.trim().slice(0, MESSAGE_MAX_CHARS).trim();
      if (!trimmed)
        throw providerFailure(logger, new Error('empty answer'), `assistant:${provider.name}`, PROVIDER_FAILURE_MESSAGE);
      await receipts.remember({ userId: actor.id, sessionId, text: trimmed });
      const handoff = reply.handoff ? (reply.handoffReason ?? 'unknown') : null;
      if (handoff) {
        // The reply tells the person an advisor will answer: staff see the flag in the tickets list and the dashboard, live.
        const flag = await handoffs.flag(actor.id, handoff, input.message);
        if (flag) deps.realtime.toStaff('chamado-atualizado', { userId: actor.id, aguardandoAssessor: flag });
      }
      return { response: trimmed, quickReplies: reply.quickReplies, handoff };
    },

    /**
     * The same assistant for a message that arrived on WhatsApp (queued job, no session): same provider, knowledge
     * and hand-off rules as `ask`. Null when the AI is off for the conversation or the provider gave nothing.
     */
    async answerConversation(userId: number, question: string): Promise<Omit<AskAnswer, 'quickReplies'> | null> {
      const asker = await repo.findAsker(userId);
      if (!asker || asker.status_ia !== 'Ligada') return null;
      const history = await repo.lastMessages(userId, CONTEXT_MESSAGES + 1);
      const last = history.at(-1);
      if (last && last.autor === 'user' && last.mensagem.trim() === question.trim()) history.pop();
      const ask = { question, history: history.slice(-CONTEXT_MESSAGES), userName: asker.username };
      let reply: AssistantReply;
      try {
        reply = await provider.answer(ask);
      } catch (error) {
        if (!deps.fallback) throw error;
        providerFailure(logger, error, `assistant:${provider.name}`, PROVIDER_FAILURE_MESSAGE);
        reply = await deps.fallback.answer(ask);
      }
      const trimmed = reply.text.trim().slice(0, MESSAGE_MAX_CHARS).trim();
      if (!trimmed) return null;
      return { response: trimmed, handoff: reply.handoff ? (reply.handoffReason ?? 'unknown') : null };
    },
  };
}
export type AiService = ReturnType<typeof aiService>;
