export { createAssistant, offlineAssistant, shippedKnowledge, type KnowledgeSource } from './create-assistant.js';
export type { AdvisoryContact, ContactSource } from './advisory-contact.js';
export type { AnswerHooks, AssistantProvider, AssistantQuestion, AssistantReply, HandoffReason } from './assistant-provider.js';
export { gapKey, groupUnanswered, type GapGroup } from './content-gap.js';
export { KnowledgeBase, parseKnowledgeFile, sectionsOf, shippedArticles, type KnowledgeArticleText } from './knowledge-base.js';
