import { publicSiteSchema, type PublicSite } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/site (anyone): the advisory's public content; only what the owner set. */
export async function getSite(signal?: AbortSignal): Promise<PublicSite> {
  const { data } = await api.get('/api/site', { signal });
  return publicSiteSchema.parse(data);
}
