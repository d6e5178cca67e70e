import { z } from 'zod';
import { ROLES } from '@app/contracts';
import { emailField, roleField, usernameField, whatsappField } from '../accounts/index.js';

export const listUsersQuerySchema = z.object({
  busca: z.string({ message: 'Busca inválida.' }).trim().max(200, 'Busca longa demais.').optional(),
  pagina: z.coerce
    .number({ message: 'Página inválida.' })
    .int('Página inválida.')
    .min(1, 'Página inválida.')
    .max(100_000, 'Página inválida.')
    .default(1),
  papel: z.enum(ROLES, { message: 'Papel inválido.' }).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const updateUserSchema = z
  .object({
    username: usernameField.optional(),
    email: emailField.optional(),
    whatsapp: whatsappField.nullable().optional(),
    role: roleField.optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), 'Nada para alterar.');
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
