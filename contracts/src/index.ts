/** Values and payload shapes shared by the client and the server. Validation messages stay with each form. */
export const ROLES = ['admin', 'colaborador', 'usuario'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['admin', 'colaborador'] as const satisfies readonly Role[];

export const STATUS_ATENDIMENTO = [
  'Aberto',
  'Em progresso',
  'Pendente de documentação',
  'Matrícula em progresso',
  'Matriculado',
] as const;
export type StatusAtendimento = (typeof STATUS_ATENDIMENTO)[number];

export const STATUS_IA = ['Ligada', 'Desligada'] as const;
export type StatusIa = (typeof STATUS_IA)[number];

export const AUTORES = ['user', 'ia', 'colaborador', 'admin'] as const;
export type Autor = (typeof AUTORES)[number];

/** The server's `{ error }` for a missing or stale CSRF token: the client fetches a new token and retries once. */
export const CSRF_ERROR = 'Token CSRF ausente ou inválido. Recarregue a página.';

/** What the session calls (`/api/login`, `/api/user`) return. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  whatsapp: string | null;
}

/** Realtime events (server → client). */
export interface NovaMensagemEvent {
  userId: number;
  autor: Autor;
  mensagem: string;
  criado_em: string;
  /** The staff member who wrote it (admin/colaborador messages); null for the person and the assistant. */
  autor_nome?: string | null;
}
export interface ChamadoAtualizadoEvent {
  userId: number;
}
export interface ServerToClientEvents {
  'nova-mensagem': (event: NovaMensagemEvent) => void;
  'chamado-atualizado': (event: ChamadoAtualizadoEvent) => void;
}

export function isStaffRole(role: string | null | undefined): role is 'admin' | 'colaborador' {
  const normalized = role?.trim().toLowerCase();
  return normalized === 'admin' || normalized === 'colaborador';
}
export * from './validation.js';
export * from './marketing.js';
export * from './whatsapp.js';
export * from './passwords.js';
export * from './users.js';
