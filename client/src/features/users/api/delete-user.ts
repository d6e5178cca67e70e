import { api } from '@/lib/api-client';

/** DELETE /api/admin/usuarios/:id (admin): the account and everything it owned (204). */
export async function deleteUser(id: number): Promise<void> {
  await api.delete(`/api/admin/usuarios/${id}`);
}
