import type { AnswerSource, Autor } from '@app/contracts';

/** A message as the conversation shows it (docs/product.md, Chat widget: author, text, audio, the waiting flag, plus display fields). */
export interface ChatMessage {
  /** Stable React key: the stored id when known, else a local one. */
  key: string;
  id?: number;
  autor: Autor;
  texto: string;
  /** ISO timestamp when stored; absent for local assistant lines. */
  criadoEm?: string;
  audioUrl?: string;
  esperandoAudio?: boolean;
  /** Play as soon as the audio arrives (a reply to what the user just asked). */
  autoplay?: boolean;
  /** Said by the widget itself (greeting, notices), never stored. */
  local?: boolean;
  /** The staff member who wrote a staff reply (null when unknown, e.g. an account since deleted). */
  autorNome?: string | null;
  /** An answer still being composed (its text grows as it streams in). */
  pending?: boolean;
  /** The articles an assistant answer was drawn from ("Ler mais"). */
  fontes?: AnswerSource[];
}

let counter = 0;
export function localKey(prefix = 'local'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function fromStored(stored: {
  id?: number;
  autor: Autor;
  mensagem: string;
  criado_em: string;
  autor_nome?: string | null;
  fontes?: AnswerSource[];
}): ChatMessage {
  return {
    autorNome: stored.autor_nome ?? null,
    key: stored.id !== undefined ? `msg-${stored.id}` : `msg-${stored.autor}-${stored.criado_em}`,
    id: stored.id,
    autor: stored.autor,
    texto: stored.mensagem,
    criadoEm: stored.criado_em,
    ...(stored.fontes?.length ? { fontes: stored.fontes } : {}),
  };
}

export function isStaffAutor(autor: Autor): autor is 'admin' | 'colaborador' {
  return autor === 'admin' || autor === 'colaborador';
}

/**
 * Whether a message stored elsewhere must be added to this screen as it arrives: staff replies, and anything that
 * came through WhatsApp (the prospect's own message sent there, the assistant's answer there), which this screen
 * did not write itself. The person's and the assistant's messages typed here are already on screen.
 */
export function arrivesFromElsewhere(message: { autor: Autor; canal?: string | null }): boolean {
  return isStaffAutor(message.autor) || message.canal === 'whatsapp';
}

/** Identity of a stored message when the realtime event carries no id. */
export function sameStoredMessage(a: ChatMessage, b: { autor: Autor; mensagem: string; criado_em: string }): boolean {
  return !a.local && a.autor === b.autor && a.texto === b.mensagem && a.criadoEm !== undefined && Date.parse(a.criadoEm) === Date.parse(b.criado_em);
}

export const AUTHOR_LABEL: Record<Autor, string> = {
  user: 'Você',
  ia: 'Assistente virtual',
  colaborador: 'Assessor(a)',
  admin: 'Assessor(a)',
};

/** Who wrote a message, as the person reads it: a staff reply names its writer once, by name ('Bia'). */
export function authorOf(message: Pick<ChatMessage, 'autor' | 'autorNome'>): string {
  if (isStaffAutor(message.autor) && message.autorNome) return message.autorNome;
  return AUTHOR_LABEL[message.autor];
}
