export { whatsappService, WHATSAPP_QUEUE, type WhatsappService } from './whatsapp.service.js';
export { whatsappApiRouter, whatsappWebhookRouter } from './whatsapp.routes.js';
export { whatsappInboundRouter } from './inbound.routes.js';
export { inboundService, type InboundService } from './inbound.service.js';
export { conversationService, type ConversationService } from './conversation.service.js';
export { whatsappAssistant } from './whatsapp-assistant.js';
export { startWhatsappWorkers, type WhatsappWorkerOptions } from './whatsapp.worker.js';
export { failureReason } from './meta-errors.js';
