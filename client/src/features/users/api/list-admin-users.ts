import { adminUsersPageSchema, type AdminUsersPage } from '@app/contracts';
import { api } from '@/lib/api-client';

export interface AdminUsersQuery {
  busca: string;
  pagina: number;
}

/** The request path; the first page without a search is the bare path, which the route preload starts early. */
export function adminUsersPath({ busca, pagina }: AdminUsersQuery): string {
  const params = new URLSearchParams();
  if (busca.trim()) params.set('busca', busca.trim());
  if (pagina > 1) params.set('pagina', String(pagina));
  const query = params.toString();
  return query ? `/api/admin/usuarios?${query}` : '/api/admin/usuarios';
}

/** GET /api/admin/usuarios (admin): one page of accounts, newest first, filtered by name, e-mail or WhatsApp digits. */
export async function listAdminUsers(query: AdminUsersQuery, signal?: AbortSignal): Promise<AdminUsersPage> {
  const { data } = await api.get(adminUsersPath(query), { signal });
  return adminUsersPageSchema.parse(data);
}
