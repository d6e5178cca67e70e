import { adminUserSchema, type AdminUser } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/admin/usuarios/:id/desativar | reativar (admin): a deactivated account cannot log in; its data stays. */
export async function setUserActive(id: number, ativo: boolean): Promise<AdminUser> {
  const { data } = await api.post(`/api/admin/usuarios/${id}/${ativo ? 'reativar' : 'desativar'}`);
  return adminUserSchema.parse(data);
}
