import type { Autor } from '@app/contracts';

export interface ConversationTurn {
  autor: Autor;
  mensagem: string;
}

export interface AssistantQuestion {
  question: string;
  /** Up to the last ~10 stored messages, oldest first, without the question itself. */
  history: ConversationTurn[];
  userName: string;
}

/** Why a conversation needs a person: asked for one, nothing in the base answers it, or a complaint. */
export type HandoffReason = 'human' | 'unknown' | 'complaint';

/** What kind of reply this is; only `answer` comes from the knowledge base. */
export type ReplyKind = 'answer' | 'handoff' | 'offTopic' | 'abuse' | 'greeting' | 'thanks';

export interface AssistantReply {
  text: string;
  kind: ReplyKind;
  /** Knowledge articles the text comes from, the main one first. */
  articles: string[];
  /** Staff must take the conversation over (the reply says so); `handoffReason` says why. */
  handoff: boolean;
  handoffReason?: HandoffReason;
  /** Short follow-up questions the widget may offer as buttons; each is sent as a normal question. */
  quickReplies: string[];
  /** The facts of the knowledge base that answer the ask, in order (one per part): what another provider may reword. */
  facts?: string[];
}

/** What a caller may follow while an answer is composed (the widget shows the text as it comes). */
export interface AnswerHooks {
  /** A piece of the answer's text, in order; the pieces joined are the final text. */
  onText?(text: string): void;
}

/** One way of answering the chat (OpenAI or the offline knowledge base). */
export interface AssistantProvider {
  readonly name: string;
  answer(input: AssistantQuestion, hooks?: AnswerHooks): Promise<AssistantReply>;
}
