import { z } from 'zod';
import { ROLES } from './accounts.js';
import { pageSchema } from './pagination.js';

/** One page of the admin's user table (`GET /api/admin/usuarios`). */
export const ADMIN_USERS_PAGE_SIZE = 20;

export const adminUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  whatsapp: z.string().nullable(),
  ativo: z.boolean(),
  /** ISO 8601. */
  criado_em: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = pageSchema('usuarios', adminUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** PATCH /api/admin/usuarios/:id: any of these; `whatsapp` '' or null removes the number. */
export const adminUserUpdateSchema = z.object({
  username: z.string().optional(),
  email: z.string().optional(),
  whatsapp: z.string().nullable().optional(),
  role: z.enum(ROLES).optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;
