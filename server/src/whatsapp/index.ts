export {
  enqueueWhatsappText,
  enqueueWhatsappTemplate,
  enqueueWhatsappTemplates,
  whatsappQueueHealth,
  whatsappConfigured,
  WHATSAPP_QUEUE,
  type EnvioView,
} from './whatsapp.service.js';
export { whatsappApiRouter, whatsappWebhookRouter } from './whatsapp.routes.js';
export { startWhatsappWorkers, type WhatsappWorkerOptions } from './whatsapp.worker.js';
export { failureReason } from './meta-errors.js';
