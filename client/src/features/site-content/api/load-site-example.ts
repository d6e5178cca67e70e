import { adminSiteSchema, type AdminSite } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/admin/site/exemplo (admin): the shipped example content, marked as one; the admin's contacts stay. */
export async function loadSiteExample(): Promise<AdminSite> {
  const { data } = await api.post('/api/admin/site/exemplo', {});
  return adminSiteSchema.parse(data);
}
