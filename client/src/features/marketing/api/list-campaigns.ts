import { z } from 'zod';
import { campaignSchema, type Campaign } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/campanhas-marketing (admin): the 10 newest campaigns with counts per envio state. */
export async function listCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  const { data } = await api.get('/api/campanhas-marketing', { signal });
  return z.array(campaignSchema).parse(data);
}
