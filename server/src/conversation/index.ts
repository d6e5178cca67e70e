export { conversationRouter } from './conversation.routes.js';
export { conversationService, aiOffNote, type ConversationService } from './conversation.service.js';
export { contactService, type ContactService } from './contact.service.js';
export { assistantTurn, type AssistantTurn } from './assistant-turn.js';
export { turnFlow, type TurnFlow } from './turn-flow.js';
export { whatsappChannel, type WhatsappChannel } from './whatsapp-channel.js';
export { whatsappOutbound, type OutboundChannel } from './outbound.js';
export { MERGE_COVERAGE } from './contact.repository.js';
export { sentenceSplitter } from './sentence-speaker.js';
