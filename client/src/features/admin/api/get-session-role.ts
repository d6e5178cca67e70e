import { z } from 'zod';
import { api } from '../../../lib/api-client';

const sessionSchema = z.object({ id: z.number(), role: z.string() });

/** GET /api/session (cred): the role the server holds for this session (SPEC §6, §7). */
export async function getSessionRole(): Promise<string> {
  const { data } = await api.get('/api/session');
  return sessionSchema.parse(data).role;
}
