import type { Arquivo, Autor, Canal } from './chat.js';
import type { Entrega, EnvioStatus } from './whatsapp.js';

/** Realtime events (server → client). */

export interface NovaMensagemEvent {
  userId: number;
  autor: Autor;
  mensagem: string;
  criado_em: string;
  /** The staff member who wrote it (admin/colaborador messages); null for the person and the assistant. */
  autor_nome?: string | null;
  /** The stored message's id (lets the client merge the event with a fetched history exactly). */
  id?: number;
  canal?: Canal;
  nota?: boolean;
  arquivo?: Arquivo | null;
}

/** A forwarded message's delivery moved forward (staff only): ticks update live. */
export interface WhatsappEntregaEvent {
  userId: number;
  envioId: number;
  mensagemId: number | null;
  status: EnvioStatus;
  entrega: Entrega | null;
  fora_da_janela: boolean;
  motivo: string | null;
}

/** A file attached to a message finished downloading (or failed): the history shows it. */
export interface ArquivoAtualizadoEvent {
  userId: number;
  arquivo: Arquivo;
}

export interface ChamadoAtualizadoEvent {
  userId: number;
  /** Set when the assistant just handed the conversation to a person (issue 12): since when it waits, and why. */
  aguardandoAssessor?: { desde: string; motivo: 'human' | 'unknown' | 'complaint' };
}

export interface ServerToClientEvents {
  'nova-mensagem': (event: NovaMensagemEvent) => void;
  'chamado-atualizado': (event: ChamadoAtualizadoEvent) => void;
  'whatsapp-entrega': (event: WhatsappEntregaEvent) => void;
  'arquivo-atualizado': (event: ArquivoAtualizadoEvent) => void;
  /** A staff-only line joined a history ("IA desligada…"): staff sockets only. */
  'nota-conversa': (event: NovaMensagemEvent) => void;
}
