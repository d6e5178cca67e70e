import { passwordOkSchema, type ResetPasswordRequest } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/senha/redefinir: uses a reset link's token to set a new password (every session of the account ends). */
export async function resetPassword(input: ResetPasswordRequest): Promise<void> {
  const { data } = await api.post('/api/senha/redefinir', input);
  passwordOkSchema.parse(data);
}
