export { aiRouter, knowledgeBase, AI_RATE_LIMIT, AI_RATE_LIMIT_MESSAGE } from './ai.routes.js';
export { createOpenAiClient, providerFailure } from './openai-client.js';
export { aiReplyReceipts } from './ai-reply-receipts.js';
export { AI_OFF_MESSAGE } from './ai.service.js';
export { HANDOFF_ANSWER } from './knowledge-assistant.js';
