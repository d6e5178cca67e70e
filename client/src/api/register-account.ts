import { sessionUserSchema, type RegisterRequest, type SessionUser } from '@app/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/register: the register page (whatsapp as digits), the widget (role usuario, whatsapp as
 * "+55 (11) 91234-5678") and the admin's form (a chosen role) — docs/product.md, Entities; Validation; API calls.
 */
export async function registerAccount(input: RegisterRequest): Promise<SessionUser> {
  const { data } = await api.post('/api/register', input);
  return sessionUserSchema.parse(data);
}
