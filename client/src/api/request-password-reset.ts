import { passwordOkSchema, type ForgotPasswordRequest } from '@app/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/senha/esqueci: asks for a reset link. The login page and the chat widget call it; the answer is the
 * same whether or not the address has an account, so there is nothing to read from it.
 */
export async function requestPasswordReset(input: ForgotPasswordRequest): Promise<void> {
  const { data } = await api.post('/api/senha/esqueci', input);
  passwordOkSchema.parse(data);
}
