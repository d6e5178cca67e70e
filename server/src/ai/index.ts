export { aiRouter } from './ai.routes.js';
export { aiService, type AiService, type AskAnswer } from './ai.service.js';
export { createAssistant, offlineAssistant, shippedKnowledge, type KnowledgeSource } from './create-assistant.js';
export { aiReplyReceipts } from './ai-reply-receipts.js';
export type { AssistantReply, HandoffReason } from './assistant-provider.js';
export { handoffsRepository, type WaitingFlag } from './handoffs.repository.js';
export { gapKey, groupUnanswered, type GapGroup } from './content-gap.js';
export { KnowledgeBase, parseKnowledgeFile, sectionsOf, shippedArticles, type KnowledgeArticleText } from './knowledge-base.js';
