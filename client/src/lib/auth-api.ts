import { z } from 'zod';
import { ROLES, type SessionUser } from '@app/contracts';
import { api, ApiError } from './api-client';
import { SESSION_PROBE_URL } from './session-probe';

/** The user object as the session calls return it (SPEC §3, §7). Unknown extra fields are dropped. */
export const sessionUserSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  // Kept as the raw string: an unexpected value means "role unknown" (SPEC §4.7), not a broken session.
  role: z.string(),
  whatsapp: z.string().nullable().optional().transform((v) => v ?? null),
});
export type StoredUser = Omit<SessionUser, 'role'> & { role: string };

/** POST /api/login (cred): email, password → the user (id, username, role, ...). */
export async function postLogin(input: { email: string; password: string }): Promise<StoredUser> {
  const { data } = await api.post('/api/login', input);
  return sessionUserSchema.parse(data);
}

const sessionProbeSchema = z.object({ user: sessionUserSchema.nullable() });

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

/** POST /api/logout (cred): empty body. */
export async function postLogout(): Promise<void> {
  await api.post('/api/logout');
}

export { ROLES };
