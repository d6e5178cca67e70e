import { STATUS_ATENDIMENTO, TICKETS_PAGE_SIZE, type Autor, type Role, type StatusAtendimento } from '@app/contracts';

/** Row tone per attendance status (docs/product.md, Attendance and AI status): red-ish, yellow, green, blue, grey; Perdido muted. */
const TONES: Record<StatusAtendimento, string> = {
  Aberto: 'aberto',
  'Em progresso': 'em-progresso',
  'Pendente de documentação': 'pendente',
  'Matrícula em progresso': 'matricula',
  Matriculado: 'matriculado',
  Perdido: 'perdido',
};

export function statusTone(status: string): string {
  return (STATUS_ATENDIMENTO as readonly string[]).includes(status) ? TONES[status as StatusAtendimento] : 'aberto';
}

/** Staff replies are authored as admin when the stored role is admin, otherwise as colaborador (docs/product.md, Roles and permissions). */
export function replyAuthor(role: Role | null): 'admin' | 'colaborador' {
  return role === 'admin' ? 'admin' : 'colaborador';
}

/** The role in words, as staff read it in the reply box. */
const ROLE_WORDS: Record<'admin' | 'colaborador', string> = { admin: 'administrador', colaborador: 'colaborador' };

/** 'Responder como Bia (colaborador)…': the staff member's own name, with the role they answer under. */
export function replyPlaceholder(author: 'admin' | 'colaborador', name?: string | null): string {
  return name ? `Responder como ${name} (${ROLE_WORDS[author]})…` : `Responder como ${ROLE_WORDS[author]}…`;
}

const ROLE_TITLES: Record<'admin' | 'colaborador', string> = { admin: 'Admin', colaborador: 'Colaborador' };

/** Who wrote a message, once and by name: the student, the assistant, or the staff member (their role when unknown). */
export function authorLabel(autor: Autor, username: string, staffName?: string | null): string {
  if (autor === 'user') return username;
  if (autor === 'ia') return 'Assistente IA';
  return staffName ?? ROLE_TITLES[autor];
}

/** Page count for a total (at least one page, so 'Página 1 de 1' on an empty list). */
export function pageCount(total: number, size = TICKETS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
