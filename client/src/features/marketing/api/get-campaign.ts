import { campaignDetailSchema, type CampaignDetail } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/campanhas-marketing/{id} (admin): counts plus each failed recipient with its reason. */
export async function getCampaign(id: number, signal?: AbortSignal): Promise<CampaignDetail> {
  const { data } = await api.get(`/api/campanhas-marketing/${id}`, { signal });
  return campaignDetailSchema.parse(data);
}
