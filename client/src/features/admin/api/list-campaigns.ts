import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const campaignSchema = z.object({
  id: z.number(),
  modelo: z.string(),
  criado_em: z.string(),
  criado_por: z.string().nullable(),
  total: z.number(),
  na_fila: z.number(),
  enviado: z.number(),
  falhou: z.number(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** GET /api/campanhas-marketing (admin): the 10 newest campaigns with counts per delivery state. */
export async function listCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  const { data } = await api.get('/api/campanhas-marketing', { signal });
  return z.array(campaignSchema).parse(data);
}
