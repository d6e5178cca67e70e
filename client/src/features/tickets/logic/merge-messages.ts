import type { Arquivo, Autor, Canal } from '@app/contracts';

export interface HistoryMessage {
  /** Absent for messages that arrived through the realtime event (it carries no id). */
  id?: number;
  autor: Autor;
  mensagem: string;
  criado_em: string;
  /** The staff member who wrote a staff reply (null for the student, the assistant or an account since deleted). */
  autor_nome?: string | null;
  canal?: Canal;
  /** A staff-only line ("IA desligada…"). */
  nota?: boolean;
  arquivo?: Arquivo | null;
}

function sameInstant(a: string, b: string): boolean {
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  return Number.isNaN(ta) || Number.isNaN(tb) ? a === b : ta === tb;
}

export function sameMessage(a: HistoryMessage, b: HistoryMessage): boolean {
  if (a.id !== undefined && b.id !== undefined) return a.id === b.id;
  return a.autor === b.autor && a.mensagem === b.mensagem && sameInstant(a.criado_em, b.criado_em);
}

/**
 * Adds a message to the open history once: the save answer and the realtime echo of the same reply
 * collapse into one entry (keeping the id from whichever carried it). Returns the same array when nothing changed.
 */
export function mergeMessage(list: readonly HistoryMessage[], incoming: HistoryMessage): HistoryMessage[] {
  const index = list.findIndex((m) => sameMessage(m, incoming));
  if (index >= 0) {
    const existing = list[index]!;
    if (existing.id !== undefined || incoming.id === undefined) return list as HistoryMessage[];
    const next = [...list];
    next[index] = { ...existing, id: incoming.id };
    return next;
  }
  const next = [...list, incoming];
  // Keep chronological order when an event overtakes an earlier save answer.
  next.sort((a, b) => (Date.parse(a.criado_em) || 0) - (Date.parse(b.criado_em) || 0));
  return next;
}
