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

/** One way of answering the chat (OpenAI or the offline knowledge base). */
export interface AssistantProvider {
  readonly name: string;
  answer(input: AssistantQuestion): Promise<string>;
}
