import type { Arquivo } from './chat.js';
import type { ConversationMessage, ConversationState, MotivoEspera } from './conversation.js';
import type { Entrega, EnvioStatus } from './whatsapp.js';

/** Realtime events (server → client). */

/** A stored message and its conversation: the one shape every screen receives (built once, on the server). */
export type NovaMensagemEvent = ConversationMessage & { userId: number };

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
  /** Set when the conversation just started waiting for a person: since when it waits, and why. */
  aguardandoAssessor?: { desde: string; motivo: MotivoEspera };
}

export interface ServerToClientEvents {
  'nova-mensagem': (event: NovaMensagemEvent) => void;
  'chamado-atualizado': (event: ChamadoAtualizadoEvent) => void;
  'whatsapp-entrega': (event: WhatsappEntregaEvent) => void;
  'arquivo-atualizado': (event: ArquivoAtualizadoEvent) => void;
  /** A staff-only line joined a history ("IA desligada…"): staff sockets only. */
  'nota-conversa': (event: NovaMensagemEvent) => void;
  /** Who answers the person changed (hand-off, staff reply, hand back): the widget's notice follows. */
  'conversa-estado': (event: ConversationState) => void;
}
