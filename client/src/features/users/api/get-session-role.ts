import { z } from 'zod';
import { sessionRoleSchema } from '@app/contracts';
import { api } from '@/lib/api-client';

/** The raw role: the page normalizes it, and an unexpected value means "role unknown" (docs/product.md, Role state). */
const tolerantSessionRoleSchema = sessionRoleSchema.extend({ role: z.string() });

/** GET /api/session (cred): the role the server holds for this session (docs/product.md, Roles and permissions; API calls). */
export async function getSessionRole(signal?: AbortSignal): Promise<string> {
  const { data } = await api.get('/api/session', { signal });
  return tolerantSessionRoleSchema.parse(data).role;
}
