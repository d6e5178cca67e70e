import { forgotPasswordAnswerSchema, type ForgotPasswordAnswer, type ForgotPasswordRequest } from '@app/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/senha/esqueci: asks for a reset link. The login page and the chat widget call it. The answer is the same
 * whether or not the address has an account; it says only how a link would arrive (sent by the server, or handed over
 * by the team when the server has neither e-mail nor WhatsApp).
 */
export async function requestPasswordReset(input: ForgotPasswordRequest): Promise<ForgotPasswordAnswer['entrega']> {
  const { data } = await api.post('/api/senha/esqueci', input);
  return forgotPasswordAnswerSchema.parse(data).entrega;
}
