import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { campaignSchema } from './list-campaigns';

export const campaignDetailSchema = campaignSchema.extend({
  falhas: z.array(z.object({ nome: z.string().nullable(), numero: z.string(), erro_codigo: z.number().nullable(), motivo: z.string() })),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/** GET /api/campanhas-marketing/{id} (admin): counts plus each failed recipient with its reason. */
export async function getCampaign(id: number, signal?: AbortSignal): Promise<CampaignDetail> {
  const { data } = await api.get(`/api/campanhas-marketing/${id}`, { signal });
  return campaignDetailSchema.parse(data);
}
