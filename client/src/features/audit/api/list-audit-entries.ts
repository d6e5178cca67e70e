import { auditPageSchema, type AuditFilters, type AuditPage } from '@app/contracts';
import { api } from '@/lib/api-client';

/** The request path with only the filters that are set. */
export function auditPath(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !(key === 'pagina' && value === 1)) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/api/admin/auditoria?${query}` : '/api/admin/auditoria';
}

/** GET /api/admin/auditoria (admin): one page of the audit trail, newest first. */
export async function listAuditEntries(filters: AuditFilters, signal?: AbortSignal): Promise<AuditPage> {
  const { data } = await api.get(auditPath(filters), { signal });
  return auditPageSchema.parse(data);
}
