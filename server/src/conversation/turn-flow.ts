import type { TurnEvent } from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import { providerFailure } from '../lib/openai.js';
import type { AssistantTurn, TurnAnswer } from './assistant-turn.js';
import { assistantAnswers } from './conversation-state.js';
import { conversationRepository, type StoredMessage } from './conversation.repository.js';
import type { ConversationService } from './conversation.service.js';
import type { Knex } from 'knex';
import { sentenceSpeaker } from './sentence-speaker.js';

export const ASSISTANT_OFF = 'O assistente virtual está desligado para esta conversa. Um assessor responderá por aqui.';
const PROVIDER_FAILURE = 'O assistente virtual não conseguiu responder agora. Tente novamente em instantes.';

export interface TurnFlowDeps {
  db: Knex;
  logger: Logger;
  conversation: Pick<ConversationService, 'personMessage' | 'state'>;
  turn: AssistantTurn;
  /** Speech for one sentence (not stored); absent, answers are never spoken in the stream. */
  speakSentence?(input: { userId: number; text: string }): Promise<{ bytes: Buffer; mime: string } | null>;
}

/** A question stored and what comes next: the assistant answers it, or the conversation waits for a person. */
export interface StartedTurn {
  actor: Actor;
  question: StoredMessage;
  answer: boolean;
  /** The same question sent again: its answer, when it was already given. */
  previous: StoredMessage | null;
  audio: boolean;
}

/**
 * The widget's question, sent once: the server stores it, decides who answers, runs the assistant's turn, stores the
 * answer and streams it (text as it is composed, then speech sentence by sentence), and every other screen gets the
 * stored messages by the realtime events. `start` throws the usual 4xx before anything is streamed.
 */
export function turnFlow(deps: TurnFlowDeps) {
  const { logger } = deps;
  const repo = conversationRepository(deps.db);

  async function runTurn(actor: Actor, question: StoredMessage, onPart?: (text: string) => void): Promise<TurnAnswer | null> {
    try {
      return await deps.turn.run({ userId: actor.id, question, canal: 'site', sink: onPart ? { part: onPart } : undefined });
    } catch (error) {
      throw providerFailure(logger, error, 'assistant', PROVIDER_FAILURE);
    }
  }

  return {
    async start(actor: Actor, input: { texto: string; chave?: string; audio?: boolean }): Promise<StartedTurn> {
      const { question, answer, existing } = await deps.conversation.personMessage(actor, input);
      const previous = existing ? ((await repo.answerTo(question.id)) ?? null) : null;
      return { actor, question, answer: answer || (existing && !previous && assistantAnswers((await repo.person(actor.id))!)), previous, audio: Boolean(input.audio) };
    },

    /** Streams the rest of the turn through `write`; resolves when the stream may end. Never throws. */
    async stream(started: StartedTurn, write: (event: TurnEvent) => void, signal: AbortSignal): Promise<void> {
      const { actor } = started;
      const sendState = async () => write({ tipo: 'estado', estado: await deps.conversation.state(actor, actor.id) });
      try {
        write({ tipo: 'pergunta', mensagem: started.question });
        if (started.previous) {
          write({ tipo: 'resposta', mensagem: started.previous, sugestoes: [], fontes: [] });
          return;
        }
        await sendState();
        if (!started.answer) return;
        const speaker =
          started.audio && deps.speakSentence
            ? sentenceSpeaker({
                synthesize: (text) => deps.speakSentence!({ userId: actor.id, text }),
                onPiece: (piece) => write({ tipo: 'audio', indice: piece.indice, mime: piece.mime, dados: piece.bytes.toString('base64') }),
                onError: (err) => logger.warn({ err }, 'speech of a streamed answer failed'),
                signal,
              })
            : undefined;
        let streamed = false;
        const answer = await runTurn(actor, started.question, (text) => {
          streamed = true;
          write({ tipo: 'parte', texto: text });
          speaker?.push(text);
        });
        if (!answer) {
          // A person took the conversation while the assistant was thinking: its answer was dropped.
          await sendState();
          return;
        }
        write({ tipo: 'resposta', mensagem: answer.message, sugestoes: answer.quickReplies, fontes: answer.sources });
        if (answer.handoff) await sendState();
        if (speaker) {
          if (!streamed) speaker.push(answer.message.mensagem);
          await speaker.finish();
        }
      } catch (error) {
        if (!(error instanceof HttpError)) logger.error({ err: error, userId: actor.id }, 'assistant turn failed');
        write({ tipo: 'erro', erro: error instanceof HttpError ? error.message : PROVIDER_FAILURE });
      } finally {
        write({ tipo: 'fim' });
      }
    },

    /**
     * POST /api/chatgpt, as documented: answers the question, which the client saved first (or which is saved now),
     * and stores the answer itself. Refused (409) when the assistant does not answer this conversation.
     */
    async askDocumented(actor: Actor, message: string): Promise<TurnAnswer> {
      const person = await repo.person(actor.id);
      if (!person) throw new HttpError(401, 'Faça login para continuar.');
      if (!assistantAnswers(person)) {
        const state = await deps.conversation.state(actor, actor.id);
        throw new HttpError(409, person.status_ia === 'Ligada' && state.aviso ? state.aviso : ASSISTANT_OFF);
      }
      const latest = await repo.latestVisible(actor.id);
      let question = latest?.autor === 'user' && latest.mensagem.trim() === message.trim() && !(await repo.answerTo(latest.id)) ? latest : null;
      if (!question) {
        const saved = await deps.conversation.personMessage(actor, { texto: message });
        if (!saved.answer) throw new HttpError(409, ASSISTANT_OFF);
        question = saved.question;
      }
      const answer = await runTurn(actor, question);
      if (!answer) throw new HttpError(409, ASSISTANT_OFF);
      return answer;
    },
  };
}
export type TurnFlow = ReturnType<typeof turnFlow>;
