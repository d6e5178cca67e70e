import { z } from 'zod';
import { api } from '@/lib/api-client';

const statusSchema = z.object({ numero: z.string().nullable(), confirmado: z.boolean(), codigo_disponivel: z.boolean() });
export type WhatsappProofStatus = z.infer<typeof statusSchema>;

/** GET /api/usuario/whatsapp: whether one's number is proven, and whether a code can be sent to it here. */
export async function getWhatsappProof(signal?: AbortSignal): Promise<WhatsappProofStatus> {
  const { data } = await api.get('/api/usuario/whatsapp', { signal });
  return statusSchema.parse(data);
}

/** POST /api/usuario/whatsapp/codigo: a one-time code goes to the number on WhatsApp. */
export async function requestWhatsappCode(): Promise<{ enviado_para: string; expira_em: string }> {
  const { data } = await api.post('/api/usuario/whatsapp/codigo');
  return z.object({ enviado_para: z.string(), expira_em: z.string() }).parse(data);
}

/** POST /api/usuario/whatsapp/confirmar: the code proves the number (and brings its WhatsApp conversation). */
export async function confirmWhatsappCode(codigo: string): Promise<{ conversa_unida: boolean }> {
  const { data } = await api.post('/api/usuario/whatsapp/confirmar', { codigo });
  return z.object({ confirmado: z.literal(true), conversa_unida: z.boolean() }).parse(data);
}
