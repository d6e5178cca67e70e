import type OpenAI from 'openai';
import type { AssistantProvider } from './assistant-provider.js';
import { KnowledgeBase } from './knowledge-base.js';
import { knowledgeAssistant } from './knowledge-assistant.js';
import { openAiAssistant } from './openai-assistant.js';

let sharedKnowledgeBase: KnowledgeBase | undefined;

/**
 * OpenAI grounded on the knowledge base when a client is configured, else the offline knowledge base alone.
 * The base is parsed and indexed once per process (a few milliseconds, but tests build many apps).
 */
export function createAssistant(openai: OpenAI | undefined, model: string): AssistantProvider {
  sharedKnowledgeBase ??= new KnowledgeBase();
  return openai ? openAiAssistant(openai, model, sharedKnowledgeBase) : knowledgeAssistant(sharedKnowledgeBase);
}

/** The offline assistant over the same knowledge base: what answers when OpenAI fails or times out. */
export function offlineAssistant(): AssistantProvider {
  sharedKnowledgeBase ??= new KnowledgeBase();
  return knowledgeAssistant(sharedKnowledgeBase);
}
