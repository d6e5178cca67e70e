import { z } from 'zod';
import { origemLeadSchema } from './lead-source.js';

/** Accounts and sessions: roles, the session's user, login and register. */

export const ROLES = ['admin', 'colaborador', 'usuario'] as const;
export type Role = (typeof ROLES)[number];

export function isStaffRole(role: string | null | undefined): role is 'admin' | 'colaborador' {
  const normalized = role?.trim().toLowerCase();
  return normalized === 'admin' || normalized === 'colaborador';
}

/** The server's `{ error }` for a missing or stale CSRF token: the client fetches a new token and retries once. */
export const CSRF_ERROR = 'Token CSRF ausente ou inválido. Recarregue a página.';

/** What the session calls return: POST /api/login, GET /api/user, POST /api/register (201). */
export const sessionUserSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  whatsapp: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/me: the session's user, or null for a visitor (always 200). */
export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /api/session: the id and role the server holds for this session (401 without one). */
export const sessionRoleSchema = z.object({ id: z.number(), role: z.enum(ROLES) });
export type SessionRole = z.infer<typeof sessionRoleSchema>;

/** POST /api/login. */
export const loginRequestSchema = z.object({ email: z.string(), password: z.string() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * POST /api/register: the page sends whatsapp as digits, the widget as "+55 (11) 91234-5678"; only an admin's
 * role is honoured (docs/product.md, Entities; API calls).
 */
export const registerRequestSchema = z.object({
  username: z.string(),
  email: z.string(),
  password: z.string(),
  whatsapp: z.string().nullish(),
  role: z.enum(ROLES).optional(),
  /** The registration forms' unticked marketing checkbox; absent means no (LGPD art. 8: consent is opt-in). */
  receber_marketing: z.boolean().optional(),
  /** First-touch attribution from the public site; optional, the first client's payload (docs/product.md, API calls) stays valid without it. */
  origem: origemLeadSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
