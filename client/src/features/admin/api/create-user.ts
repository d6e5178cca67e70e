import { z } from 'zod';
import type { Role } from '@app/contracts';
import { api } from '../../../lib/api-client';

const createdSchema = z.object({ id: z.number(), username: z.string(), email: z.string(), role: z.string() }).loose();

export interface CreateUserPayload {
  username: string;
  email: string;
  password: string;
  role: Role;
}

/** POST /api/register from the admin form: username, email, password and the chosen role (SPEC §7). */
export async function createUser(payload: CreateUserPayload) {
  const { data } = await api.post('/api/register', payload);
  return createdSchema.parse(data);
}
