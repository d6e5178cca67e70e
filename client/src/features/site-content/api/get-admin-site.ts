import { adminSiteSchema, type AdminSite } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/admin/site (admin): the site content, whether it is the example, and the setup checklist. */
export async function getAdminSite(signal?: AbortSignal): Promise<AdminSite> {
  const { data } = await api.get('/api/admin/site', { signal });
  return adminSiteSchema.parse(data);
}
