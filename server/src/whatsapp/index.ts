export { whatsappService, WHATSAPP_QUEUE, type WhatsappService } from './whatsapp.service.js';
export { whatsappApiRouter, whatsappWebhookRouter } from './whatsapp.routes.js';
export { whatsappInboundRouter } from './inbound.routes.js';
export { inboundService, type InboundService, type InboundConversation } from './inbound.service.js';
export { replyWindowService, type ReplyWindowService } from './reply-window.service.js';
export { startWhatsappWorkers, type WhatsappWorkerOptions } from './whatsapp.worker.js';
export { failureReason } from './meta-errors.js';
export type { InboundMessage } from './webhook-payload.js';
