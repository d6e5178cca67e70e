import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { Prospect } from './list-prospects';

const sentSchema = z.object({ sucesso: z.literal(true), enfileiradas: z.number(), ignorados: z.number().optional(), campanhaId: z.number() });
export type SendResult = z.infer<typeof sentSchema>;

/** POST /api/enviar-modelo-marketing {contatos, nomeModelo} (admin): queues one template per contact. */
export async function sendMarketing(contatos: Prospect[], nomeModelo: string): Promise<SendResult> {
  const { data } = await api.post('/api/enviar-modelo-marketing', { contatos, nomeModelo }, { timeout: 120_000 });
  return sentSchema.parse(data);
}
