/** Password reset and change: wire shapes shared by the client pages and the server. */

/** How long a reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** The app page a reset link opens (on the app host), with `?token=`. */
export const PASSWORD_RESET_PAGE = '/redefinir-senha';

/** POST /api/senha/esqueci: answered 202 `{ ok: true }` whether or not the address has an account. */
export interface ForgotPasswordRequest {
  email: string;
}
/** POST /api/senha/redefinir: 200 `{ ok: true }`, or 400 when the link is invalid, used or expired. */
export interface ResetPasswordRequest {
  token: string;
  senha: string;
}
/** PUT /api/usuario/senha (logged in): 200 `{ ok: true }`; every other session of the account ends. */
export interface ChangePasswordRequest {
  senhaAtual: string;
  novaSenha: string;
}
/** POST /api/admin/usuarios/:id/link-senha (admin): a link to hand to the person when no channel can deliver it. */
export interface PasswordResetLink {
  url: string;
  /** ISO 8601. */
  expira_em: string;
}
