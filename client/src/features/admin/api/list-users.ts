import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const userListItemSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** GET /api/usuarios (cred, admin): every account, newest first. */
export async function listUsers(): Promise<UserListItem[]> {
  const { data } = await api.get('/api/usuarios');
  return z.array(userListItemSchema).parse(data);
}
