import { z } from 'zod';
import { isValidEmail, PASSWORD_MIN, ROLES, type Role } from '@app/contracts';

/** The roles the admin form offers, in menu order (docs/product.md, Users page plus Colaborador, needed to create staff). */
export { ROLE_OPTIONS, roleLabel } from '@/lib/roles';

/** docs/product.md, Validation: name, email, password and role required; the default role is usuario. */
export const userNameField = z.string().trim().min(1, 'Nome é obrigatório.').max(120, 'Nome longo demais (máximo de 120 caracteres).');
export const userEmailField = z
  .string()
  .trim()
  .min(1, 'E-mail é obrigatório.')
  .refine((v) => isValidEmail(v), 'E-mail inválido.');

export const createUserSchema = z.object({
  username: userNameField,
  email: userEmailField,
  password: z.string().min(1, 'Senha é obrigatória.').min(PASSWORD_MIN, `Mínimo de ${PASSWORD_MIN} caracteres.`),
  role: z.union([z.enum(ROLES), z.literal('')]).refine((v): v is Role => v !== '', 'Selecione o papel.'),
});
export type CreateUserValues = z.input<typeof createUserSchema>;
export type CreateUserData = { username: string; email: string; password: string; role: Role };

export const CREATE_USER_DEFAULTS: CreateUserValues = { username: '', email: '', password: '', role: 'usuario' };
