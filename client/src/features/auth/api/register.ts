import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { RegisterPayload } from '../validation/register-schema';

const registeredSchema = z.object({ id: z.number(), username: z.string() }).loose();

/** POST /api/register from the page: username, email, password, whatsapp — no role (SPEC §3, §7). */
export async function postRegister(payload: RegisterPayload): Promise<{ id: number; username: string }> {
  const { data } = await api.post('/api/register', payload);
  return registeredSchema.parse(data);
}
