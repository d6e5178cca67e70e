import { api } from '@/lib/api-client';

/**
 * DELETE /api/usuario/excluir with the account's password: removes the account and everything it owns, and ends the
 * session. A wrong or missing password answers 403/400 with the reason, and nothing is deleted.
 */
export async function deleteAccount(senha: string): Promise<void> {
  await api.delete('/api/usuario/excluir', { body: { senha } });
}
