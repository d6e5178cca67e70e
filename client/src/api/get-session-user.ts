import { z } from 'zod';
import { meResponseSchema, sessionUserSchema as wireSessionUserSchema } from '@app/contracts';
import { api, ApiError } from '@/lib/api-client';
import { SESSION_PROBE_URL } from '@/lib/session-probe';

/**
 * The session's user as the client keeps it. A tolerant reader of the wire shape: an unexpected role stays a raw
 * string ("role unknown", docs/product.md, Role state, not a broken session), and a user stored before whatsapp existed reads as null.
 */
export const sessionUserSchema = wireSessionUserSchema.extend({
  role: z.string(),
  whatsapp: z.string().nullable().optional().transform((v) => v ?? null),
});
export type StoredUser = z.infer<typeof sessionUserSchema>;

const sessionProbeSchema = meResponseSchema.extend({ user: sessionUserSchema.nullable() });

/** GET /api/me (cred): the current user, or null when there is no session. */
export async function fetchSessionUser(): Promise<StoredUser | null> {
  const { data } = await api.get(SESSION_PROBE_URL);
  return sessionProbeSchema.parse(data).user;
}

/** The current user, or a 401 ApiError when there is no session (for callers that only branch on "logged in"). */
export async function getCurrentUser(): Promise<StoredUser> {
  const user = await fetchSessionUser();
  if (!user) throw new ApiError('Nenhuma sessão ativa.', 401, undefined);
  return user;
}
