import type { Logger } from '../lib/logger.js';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import { providerFailure } from './openai-client.js';
import type { AssistantProvider } from './assistant-provider.js';
import type { AiRepository } from './ai.repository.js';
import type { AiReplyReceipts } from './ai-reply-receipts.js';
import { MESSAGE_MAX_CHARS } from '@app/contracts';
import type { AskInput } from './ai.schemas.js';

export const CONTEXT_MESSAGES = 10;
export const AI_OFF_MESSAGE = 'O assistente virtual está desligado para esta conversa. Um assessor responderá por aqui.';
const PROVIDER_FAILURE_MESSAGE = 'O assistente virtual não conseguiu responder agora. Tente novamente em instantes.';

export function aiService(deps: { repo: AiRepository; receipts: AiReplyReceipts; provider: AssistantProvider; logger: Logger }) {
  const { repo, receipts, provider, logger } = deps;
  return {
    providerName: provider.name,

    /**
     * Answers a question from the actor's own conversation; refuses when staff switched the AI off.
     * The answer leaves a receipt for the asking session, which may then save it once as an "ia" message.
     */
    async ask(actor: Actor, input: AskInput, sessionId: string): Promise<string> {
      const asker = await repo.findAsker(actor.id);
      if (!asker) throw new HttpError(401, 'Faça login para continuar.');
      if (asker.status_ia !== 'Ligada') throw new HttpError(409, AI_OFF_MESSAGE);

      // The client saves the question before asking (SPEC §4.1): don't send it twice.
      const history = await repo.lastMessages(actor.id, CONTEXT_MESSAGES + 1);
      const last = history.at(-1);
      if (last && last.autor === 'user' && last.mensagem.trim() === input.message) history.pop();
      const context = history.slice(-CONTEXT_MESSAGES);

      const started = Date.now();
      let answer: string;
      try {
        answer = await provider.answer({ question: input.message, history: context, userName: asker.username });
      } catch (error) {
        throw providerFailure(logger, error, `assistant:${provider.name}`, PROVIDER_FAILURE_MESSAGE);
      }
      logger.debug({ provider: provider.name, ms: Date.now() - started, chars: answer.length }, 'assistant answered');
      const trimmed = answer.trim().slice(0, MESSAGE_MAX_CHARS).trim();
      if (!trimmed) throw providerFailure(logger, new Error('resposta vazia'), `assistant:${provider.name}`, PROVIDER_FAILURE_MESSAGE);
      await receipts.remember({ userId: actor.id, sessionId, text: trimmed });
      return trimmed;
    },
  };
}
export type AiService = ReturnType<typeof aiService>;
