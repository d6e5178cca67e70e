import { dashboardSchema, type Dashboard } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/admin/dashboard (cred, admin): every widget's numbers in one answer. */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const { data } = await api.get('/api/admin/dashboard', { signal });
  return dashboardSchema.parse(data);
}
