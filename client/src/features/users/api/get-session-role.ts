import { z } from 'zod';
import { sessionRoleSchema } from '@app/contracts';
import { api } from '@/lib/api-client';

/** The raw role: the page normalizes it, and an unexpected value means "role unknown" (SPEC §4.7). */
const tolerantSessionRoleSchema = sessionRoleSchema.extend({ role: z.string() });

/** GET /api/session (cred): the role the server holds for this session (SPEC §6, §7). */
export async function getSessionRole(signal?: AbortSignal): Promise<string> {
  const { data } = await api.get('/api/session', { signal });
  return tolerantSessionRoleSchema.parse(data).role;
}
