import { adminSiteSchema, type AdminSite, type SiteContent } from '@app/contracts';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const savedSiteSchema = adminSiteSchema.extend({ alterados: z.array(z.string()) });

/** PUT /api/admin/site (admin): saves the content (empty fields mean "not set"); names the fields that changed. */
export async function saveSite(content: SiteContent): Promise<AdminSite & { alterados: string[] }> {
  const { data } = await api.put('/api/admin/site', content);
  return savedSiteSchema.parse(data);
}
