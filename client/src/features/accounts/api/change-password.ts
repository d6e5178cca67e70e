import { passwordOkSchema, type ChangePasswordRequest } from '@app/contracts';
import { api } from '@/lib/api-client';

/** PUT /api/usuario/senha: changes one's own password; the server ends every other session of the account. */
export async function changePassword(input: ChangePasswordRequest): Promise<void> {
  const { data } = await api.put('/api/usuario/senha', input);
  passwordOkSchema.parse(data);
}
