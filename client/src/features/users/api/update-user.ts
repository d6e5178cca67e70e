import { adminUserSchema, type AdminUser, type AdminUserUpdate } from '@app/contracts';
import { api } from '@/lib/api-client';

/** PATCH /api/admin/usuarios/:id (admin): name, e-mail, WhatsApp and role. */
export async function updateUser(id: number, changes: AdminUserUpdate): Promise<AdminUser> {
  const { data } = await api.patch(`/api/admin/usuarios/${id}`, changes);
  return adminUserSchema.parse(data);
}
