import { z } from 'zod';

/** Password reset and change: values shared by the client pages and the server. */

/** How long a reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** The app page a reset link opens (on the app host), with `?token=`. */
export const PASSWORD_RESET_PAGE = '/redefinir-senha';

/** The `{ error }` of POST /api/senha/redefinir for a link that is unknown, used or expired. */
export const INVALID_RESET_LINK = 'Link inválido ou expirado.';

/** POST /api/admin/usuarios/:id/link-senha (admin): a link to hand to the person when no channel can deliver it. */
export const passwordResetLinkSchema = z.object({
  url: z.string(),
  /** ISO 8601. */
  expira_em: z.string(),
});
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

/** How reset links can reach people on this server: e-mail (SMTP) first, else the WhatsApp reset template. */
export const RESET_CHANNELS = ['email', 'whatsapp'] as const;
export type ResetChannel = (typeof RESET_CHANNELS)[number];

/** GET /api/admin/senha/canais (admin): which channels are configured (the page offers 'Enviar link' from them). */
export const resetChannelsSchema = z.object({ email: z.boolean(), whatsapp: z.boolean() });
export type ResetChannels = z.infer<typeof resetChannelsSchema>;

/** POST /api/admin/usuarios/:id/enviar-link-senha (admin): the link went out through this channel. */
export const resetLinkSentSchema = z.object({ canal: z.enum(RESET_CHANNELS) });
export type ResetLinkSent = z.infer<typeof resetLinkSentSchema>;

/** POST /api/senha/esqueci: answered 202 `{ ok: true }` whether or not the address has an account. */
export const forgotPasswordRequestSchema = z.object({ email: z.string() });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/senha/redefinir: the link's token and the new password. */
export const resetPasswordRequestSchema = z.object({ token: z.string(), senha: z.string() });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** PUT /api/usuario/senha: the current password and the new one. */
export const changePasswordRequestSchema = z.object({ senhaAtual: z.string(), novaSenha: z.string() });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The `{ ok: true }` these calls answer. */
export const passwordOkSchema = z.object({ ok: z.literal(true) });

/**
 * POST /api/senha/esqueci: how a link would reach the person. `automatica` when the server sends links (e-mail or
 * WhatsApp); `equipe` when it has neither and the team hands the link over. It depends only on the server's
 * configuration, never on the account, so it says nothing about whether the address has one.
 */
export const RESET_DELIVERIES = ['automatica', 'equipe'] as const;
export const forgotPasswordAnswerSchema = z.object({ ok: z.literal(true), entrega: z.enum(RESET_DELIVERIES) });
export type ForgotPasswordAnswer = z.infer<typeof forgotPasswordAnswerSchema>;

/** GET /api/admin/senha/pedidos: people who asked for a link that no channel could send, oldest first. */
export const pendingResetSchema = z.object({
  user_id: z.number(),
  username: z.string(),
  email: z.string(),
  pedido_em: z.string(),
});
export type PendingReset = z.infer<typeof pendingResetSchema>;
export const pendingResetsSchema = z.object({ pedidos: z.array(pendingResetSchema) });
export type PendingResets = z.infer<typeof pendingResetsSchema>;
