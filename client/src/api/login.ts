import type { LoginRequest } from '@app/contracts';
import { api } from '@/lib/api-client';
import { sessionUserSchema, type StoredUser } from './get-session-user';

/** POST /api/login (cred): email, password → the user (id, username, role, ...). */
export async function postLogin(input: LoginRequest): Promise<StoredUser> {
  const { data } = await api.post('/api/login', input);
  return sessionUserSchema.parse(data);
}
