import type { Knex } from 'knex';
import { MESSAGE_MAX_CHARS, type AnswerSource, type Canal, type MotivoEspera } from '@app/contracts';
import type { AssistantProvider, AssistantReply } from '../ai/index.js';
import type { Logger } from '../lib/logger.js';
import { providerFailure } from '../lib/openai.js';
import { withTransaction } from '../lib/transaction.js';
import { assistantAnswers } from './conversation-state.js';
import { conversationRepository, type StoredMessage } from './conversation.repository.js';
import type { AfterCommit, ConversationService } from './conversation.service.js';

/** Messages of the conversation the assistant reads before answering. */
const CONTEXT_MESSAGES = 10;

/** Where the turn's progress goes as it happens (the widget's stream); WhatsApp turns have none. */
export interface TurnSink {
  /** A piece of the answer as it is composed. */
  part?(text: string): void;
}

export interface TurnAnswer {
  message: StoredMessage;
  quickReplies: string[];
  sources: AnswerSource[];
  handoff: Exclude<MotivoEspera, 'mensagem'> | null;
}

export interface AssistantTurnDeps {
  db: Knex;
  logger: Logger;
  provider: AssistantProvider;
  /** Answers when `provider` fails or times out (the offline knowledge base behind OpenAI). */
  fallback?: AssistantProvider;
  conversation: Pick<ConversationService, 'appendIn' | 'runAfter' | 'stateChanged'>;
  /** The public help-centre pages of an answer's articles, in order ("Ler mais"); an unpublished article has none. */
  readMore?(articles: readonly string[]): Promise<AnswerSource[]>;
  /** The public site's address: a WhatsApp reply carries each article's full URL, as it has no widget to link from. */
  publicUrl?: string;
}

/** The lines a WhatsApp answer ends with, one per article. */
export const readMoreLines = (publicUrl: string, sources: readonly AnswerSource[]) =>
  sources.map((s) => `Ler mais: ${publicUrl}/duvidas/${encodeURIComponent(s.slug)}`).join('\n');

/**
 * The assistant's turn, the same for every channel: read the conversation, answer the question, and store the answer
 * (queued to WhatsApp when it came from there) in one transaction that re-reads who answers under the person's lock,
 * so a staff reply or a hand-off that arrived while the assistant was thinking wins and the answer is dropped. A
 * hand-off makes the conversation wait for a person: the assistant stays silent until staff hand it back.
 */
export function assistantTurn(deps: AssistantTurnDeps) {
  const { db, logger } = deps;
  /** Sinks the provider already streamed text to (their answer is not sent again as one part). */
  const streamedTo = new WeakSet<TurnSink>();

  async function ask(userId: number, question: StoredMessage, sink?: TurnSink): Promise<AssistantReply> {
    const repo = conversationRepository(db);
    const [person, recent] = await Promise.all([repo.person(userId), repo.lastMessages(userId, CONTEXT_MESSAGES + 1)]);
    const context = recent.filter((m) => m.id !== question.id).slice(-CONTEXT_MESSAGES);
    const input = { question: question.mensagem, history: context.map(({ autor, mensagem }) => ({ autor, mensagem })), userName: person?.username ?? '' };
    const hooks = sink?.part
      ? {
          onText: (text: string) => {
            streamedTo.add(sink);
            sink.part!(text);
          },
        }
      : undefined;
    try {
      return await deps.provider.answer(input, hooks);
    } catch (error) {
      if (!deps.fallback) throw error;
      // Logged with what helps diagnose it; the person still gets an answer from the same knowledge base.
      providerFailure(logger, error, `assistant:${deps.provider.name}`, 'fallback');
      logger.warn({ provider: deps.fallback.name }, 'assistant answered by the fallback provider');
      return deps.fallback.answer(input);
    }
  }

  /** The answer still goes out when its articles cannot be read: the link is an extra, never the answer. */
  async function readMore(articles: readonly string[]): Promise<AnswerSource[]> {
    if (!deps.readMore || articles.length === 0) return [];
    try {
      return await deps.readMore(articles);
    } catch (error) {
      logger.warn({ err: error }, 'assistant answer sent without its "Ler mais" links');
      return [];
    }
  }

  return {
    /**
     * Answers one question. Null when nobody should answer any more (a person took over meanwhile), when it was
     * already answered, or when the provider gave nothing.
     */
    async run(input: { userId: number; question: StoredMessage; canal: Canal; whatsappTo?: string; sink?: TurnSink }): Promise<TurnAnswer | null> {
      const started = Date.now();
      const reply = await ask(input.userId, input.question, input.sink);
      const streamed = input.sink ? streamedTo.has(input.sink) : false;
      const text = reply.text.trim().slice(0, MESSAGE_MAX_CHARS).trim();
      if (!text) return null;
      // A provider that composes at once (the offline one) shows its answer now, not after it is stored: the stream's
      // `resposta` confirms it, and a widget drops text that was never confirmed.
      if (input.sink?.part && !streamed) input.sink.part(text);
      const handoff = reply.handoff ? (reply.handoffReason ?? 'unknown') : null;
      // Only an answer from the knowledge base points at its article: a hand-off, a refusal or a complaint's reply
      // must not send the person off to read instead of waiting for the team.
      const sources = reply.kind === 'answer' && !handoff ? await readMore(reply.articles) : [];
      const withLinks = input.canal === 'whatsapp' && sources.length > 0 && deps.publicUrl ? `${text}\n\n${readMoreLines(deps.publicUrl, sources)}` : text;
      // A link that does not fit the message is left out rather than cutting the answer.
      const stored = withLinks.length <= MESSAGE_MAX_CHARS ? withLinks : text;
      const after: AfterCommit = [];
      const appendedMessage = await withTransaction(db, async (trx) => {
        const tx = conversationRepository(trx);
        const person = await tx.lockPerson(input.userId);
        if (!person || !assistantAnswers(person)) return null;
        const appended = await deps.conversation.appendIn(
          trx,
          {
            userId: input.userId,
            autor: 'ia',
            autorId: null,
            texto: stored,
            canal: input.canal,
            respostaDe: input.question.id,
            whatsappTo: input.whatsappTo,
            // On WhatsApp the links are in the text itself; the widget shows them under the answer, reloaded or not.
            fontes: input.canal === 'whatsapp' ? undefined : sources,
          },
          after,
        );
        if (!appended) return null;
        if (handoff) {
          // The reply told the person that someone from the team will answer: until then the assistant is silent.
          const waiting = await tx.wait(input.userId, handoff);
          await tx.recordHandoff(input.userId, handoff, input.question.mensagem);
          deps.conversation.stateChanged(input.userId, after, waiting);
        }
        return appended.stored;
      });
      deps.conversation.runAfter(after);
      logger.debug(
        { provider: deps.provider.name, ms: Date.now() - started, chars: text.length, kind: reply.kind, articles: reply.articles, handoff, canal: input.canal },
        appendedMessage ? 'assistant answered' : 'assistant answer dropped',
      );
      if (!appendedMessage) return null;
      return { message: appendedMessage, quickReplies: reply.quickReplies.slice(0, 4), sources, handoff };
    },
  };
}
export type AssistantTurn = ReturnType<typeof assistantTurn>;
