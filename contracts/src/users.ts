import type { Role } from './index.js';

/** One page of the admin's user table (`GET /api/admin/usuarios`). */
export const ADMIN_USERS_PAGE_SIZE = 20;

export interface AdminUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  whatsapp: string | null;
  ativo: boolean;
  criado_em: string;
}

export interface AdminUsersPage {
  usuarios: AdminUser[];
  total: number;
  pagina: number;
  por_pagina: number;
}
