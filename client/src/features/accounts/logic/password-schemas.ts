import { z } from 'zod';
import { PASSWORD_MAX_BYTES, PASSWORD_RESET_TTL_MINUTES } from '@app/contracts';
import { emailField, passwordField } from './login-schema';

export const PASSWORD_MSG = {
  confirmRequired: 'Confirme a nova senha.',
  mismatch: 'As senhas não coincidem.',
  tooLong: `Senha longa demais (máximo de ${PASSWORD_MAX_BYTES} bytes).`,
  currentRequired: 'Informe a senha atual.',
  sameAsCurrent: 'A nova senha precisa ser diferente da atual.',
} as const;

/** Sign-up's rule (required, at least 6 characters) plus the server's 72-byte ceiling (bcrypt reads no further). */
const newPasswordField = passwordField.refine(
  (v) => new TextEncoder().encode(v).length <= PASSWORD_MAX_BYTES,
  PASSWORD_MSG.tooLong,
);

const confirmation = z.string().min(1, PASSWORD_MSG.confirmRequired);

/** 'Esqueci minha senha' on the page: just the address. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

/** /redefinir-senha: the new password twice. */
export const resetPasswordSchema = z
  .object({ senha: newPasswordField, confirmacao: confirmation })
  .refine((v) => v.senha === v.confirmacao, { path: ['confirmacao'], message: PASSWORD_MSG.mismatch });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/** 'Alterar senha' in /painel/config: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({ senhaAtual: z.string().min(1, PASSWORD_MSG.currentRequired), novaSenha: newPasswordField, confirmacao: confirmation })
  .refine((v) => v.novaSenha === v.confirmacao, { path: ['confirmacao'], message: PASSWORD_MSG.mismatch })
  .refine((v) => v.novaSenha !== v.senhaAtual, { path: ['novaSenha'], message: PASSWORD_MSG.sameAsCurrent });
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

/**
 * What the page says after a reset request, whatever the address: it must not tell whether an account exists. The
 * second one is for a server that sends no e-mail or WhatsApp: it does not promise a message that would never come.
 */
export const RESET_REQUESTED = `Se houver uma conta com este e-mail, enviaremos um link para criar uma nova senha (por e-mail ou WhatsApp). O link vale por ${PASSWORD_RESET_TTL_MINUTES} minutos. Se nada chegar, fale com a assessoria: ela pode gerar o link para você.`;
export const RESET_REQUESTED_BY_TEAM =
  'Pedido recebido. Se houver uma conta com este e-mail, a equipe da assessoria vai enviar a você um link para criar uma nova senha: este site ainda não envia e-mails nem mensagens automáticas. Se preferir, fale com a assessoria.';
