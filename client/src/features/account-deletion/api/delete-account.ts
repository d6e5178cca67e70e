import { api } from '@/lib/api-client';

/** DELETE /api/usuario/excluir: removes the account and everything it owns, and ends the session. */
export async function deleteAccount(): Promise<void> {
  await api.delete('/api/usuario/excluir');
}
