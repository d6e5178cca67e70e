import { z } from 'zod';
import { INVALID_RESET_LINK, PASSWORD_MAX_BYTES, PASSWORD_MIN } from '@app/contracts';
import { withoutNul } from '../lib/validate.js';
import { emailField } from '../accounts/index.js';
import { RESET_TOKEN_PATTERN } from './reset-token.js';

export const INVALID_LINK = INVALID_RESET_LINK;

/** Sign-up's password rule (accounts.schemas.ts), worded for each field that sets a password. */
function newPassword(missing: string, short: string, long: string) {
  return z
    .string({ message: missing })
    .min(1, missing)
    .min(PASSWORD_MIN, short)
    .refine((v) => Buffer.byteLength(v, 'utf8') <= PASSWORD_MAX_BYTES, long);
}

/** Sign-up's e-mail rule: trimmed and lower-cased, as login compares addresses. */
const email = emailField;

export const forgotPasswordSchema = z.object({ email });

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
