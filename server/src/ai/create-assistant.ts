import type OpenAI from 'openai';
import type { AssistantProvider } from './assistant-provider.js';
import type { ContactSource } from './advisory-contact.js';
import { KnowledgeBase } from './knowledge-base.js';
import { knowledgeAssistant } from './knowledge-assistant.js';
import { openAiAssistant } from './openai-assistant.js';

/**
 * Where the assistant reads its knowledge: the staff's current articles (server/src/knowledge), indexed once per
 * change. `current()` is asked before every answer, so the answer after an edit already uses the new text.
 */
export interface KnowledgeSource {
  current(): Promise<KnowledgeBase>;
}

let shippedKnowledgeBase: KnowledgeBase | undefined;

/** The shipped markdown alone, parsed once per process: for the evaluation and tests without a database. */
export const shippedKnowledge: KnowledgeSource = {
  current: async () => (shippedKnowledgeBase ??= new KnowledgeBase()),
};

/** One provider per index: rebuilt when the knowledge changes, never per question. */
function perIndex(build: (kb: KnowledgeBase) => AssistantProvider, knowledge: KnowledgeSource, name: string): AssistantProvider {
  const built = new WeakMap<KnowledgeBase, AssistantProvider>();
  return {
    name,
    async answer(question, hooks) {
      const kb = await knowledge.current();
      let provider = built.get(kb);
      if (!provider) built.set(kb, (provider = build(kb)));
      return provider.answer(question, hooks);
    },
  };
}

/**
 * OpenAI grounded on the knowledge base when a client is configured, else the offline knowledge base alone. Both quote
 * the advisory's contact data (office hours, WhatsApp, advisors) from `contact`, read when an answer needs it.
 */
export function createAssistant(
  openai: OpenAI | undefined,
  model: string,
  knowledge: KnowledgeSource,
  contact: ContactSource,
): AssistantProvider {
  return openai
    ? perIndex((kb) => openAiAssistant(openai, model, kb, contact), knowledge, `openai:${model}`)
    : offlineAssistant(knowledge, contact);
}

/** The offline assistant over the same knowledge: what answers when OpenAI fails or times out. */
export function offlineAssistant(knowledge: KnowledgeSource, contact: ContactSource): AssistantProvider {
  return perIndex((kb) => knowledgeAssistant(kb, contact), knowledge, 'knowledge-base');
}
