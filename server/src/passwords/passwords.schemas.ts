import { z } from 'zod';
import { PASSWORD_MAX_BYTES, PASSWORD_MIN, isValidEmail } from '@app/contracts';
import { withoutNul } from '../lib/validate.js';
import { RESET_TOKEN_PATTERN } from './reset-token.js';

export const INVALID_LINK = 'Link inválido ou expirado.';

/** Sign-up's password rule (accounts.schemas.ts), worded for each field that sets a password. */
function newPassword(missing: string, short: string, long: string) {
  return z
    .string({ message: missing })
    .min(1, missing)
    .min(PASSWORD_MIN, short)
    .refine((v) => Buffer.byteLength(v, 'utf8') <= PASSWORD_MAX_BYTES, long);
}

/** Trimmed and lower-cased, as login compares addresses. */
const email = z
  .string({ message: 'E-mail é obrigatório.' })
  .trim()
  .min(1, 'E-mail é obrigatório.')
  .max(254, 'E-mail inválido.')
  .refine(isValidEmail, 'E-mail inválido.')
  .transform((v) => v.toLowerCase());

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/**
 * The address a reset request is for, normalised exactly as `parse(forgotPasswordSchema)` does, so that variants of
 * one address ("Alice@x ", "alice@x\u0000") share one rate-limit bucket. Unparseable input shares the '' bucket.
 */
export function resetEmailKey(raw: unknown): string {
  const result = email.safeParse(withoutNul(raw));
  return result.success ? result.data : '';
}

export const resetPasswordSchema = z.object({
  token: z.string({ message: INVALID_LINK }).trim().regex(RESET_TOKEN_PATTERN, INVALID_LINK),
  senha: newPassword(
    'Senha é obrigatória.',
    `A senha precisa de ao menos ${PASSWORD_MIN} caracteres.`,
    'Senha longa demais (máximo de 72 bytes).',
  ),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  senhaAtual: z
    .string({ message: 'Informe a senha atual.' })
    .min(1, 'Informe a senha atual.')
    .max(1024, 'Senha atual incorreta.'),
  novaSenha: newPassword(
    'Nova senha é obrigatória.',
    `A nova senha precisa de ao menos ${PASSWORD_MIN} caracteres.`,
    'Nova senha longa demais (máximo de 72 bytes).',
  ),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
