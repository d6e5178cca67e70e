import { STATUS_ATENDIMENTO, type Autor, type Role, type StatusAtendimento } from '@app/contracts';

export const TICKETS_PAGE_SIZE = 12;

/** Row tone per attendance status (SPEC §4.2): red-ish, yellow, green, blue, grey. */
const TONES: Record<StatusAtendimento, string> = {
  Aberto: 'aberto',
  'Em progresso': 'em-progresso',
  'Pendente de documentação': 'pendente',
  'Matrícula em progresso': 'matricula',
  Matriculado: 'matriculado',
};

export function statusTone(status: string): string {
  return (STATUS_ATENDIMENTO as readonly string[]).includes(status) ? TONES[status as StatusAtendimento] : 'aberto';
}

/** Staff replies are authored as admin when the stored role is admin, otherwise as colaborador (SPEC §6). */
export function replyAuthor(role: Role | null): 'admin' | 'colaborador' {
  return role === 'admin' ? 'admin' : 'colaborador';
}

/** The role in words, as staff read it in the reply box. */
const ROLE_WORDS: Record<'admin' | 'colaborador', string> = { admin: 'administrador', colaborador: 'colaborador' };

export function replyPlaceholder(author: 'admin' | 'colaborador'): string {
  return `Responder como ${ROLE_WORDS[author]}…`;
}

export function authorLabel(autor: Autor, username: string): string {
  switch (autor) {
    case 'user':
      return username;
    case 'ia':
      return 'Assistente IA';
    case 'admin':
      return 'Admin';
    default:
      return 'Colaborador';
  }
}

/** Page count for a total (at least one page, so 'Página 1 de 1' on an empty list). */
export function pageCount(total: number, size = TICKETS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
