import { sendMarketingResponseSchema, type SendMarketingRequest, type SendMarketingResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/enviar-modelo-marketing {contatos, nomeModelo} (admin): queues one template per contact. */
export async function sendMarketing(
  contatos: SendMarketingRequest['contatos'],
  nomeModelo: SendMarketingRequest['nomeModelo'],
): Promise<SendMarketingResponse> {
  const body: SendMarketingRequest = { contatos, nomeModelo };
  const { data } = await api.post('/api/enviar-modelo-marketing', body, { timeout: 120_000 });
  return sendMarketingResponseSchema.parse(data);
}
