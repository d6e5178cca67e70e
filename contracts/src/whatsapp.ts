/** GET /api/whatsapp/status (staff): whether messages can leave the queue, and which variables are missing. */
export interface WhatsappStatus {
  configurado: boolean;
  faltando: string[];
}
