import { api } from '@/lib/api-client';

/** POST /api/logout (cred): empty body. */
export async function postLogout(): Promise<void> {
  await api.post('/api/logout');
}
