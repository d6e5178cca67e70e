import { z } from 'zod';
import { MESSAGE_MAX_CHARS, answerSourceSchema, storedMessageSchema } from './chat.js';

/**
 * The conversation between a person and the advisory (`/api/conversa/*`): who answers now, the assistant's turn as a
 * stream, a staff reply as one action, and the realtime events every screen shares.
 */

/** Who answers the person now: the assistant, nobody yet (waiting for a person), or the team (staff took over). */
export const ESTADOS_CONVERSA = ['assistente', 'aguardando', 'equipe'] as const;
export type EstadoConversa = (typeof ESTADOS_CONVERSA)[number];

/**
 * Why a conversation waits for a person: the person asked for one, the assistant could not answer, a complaint, or
 * the person wrote while staff handle the conversation.
 */
export const MOTIVOS_ESPERA = ['human', 'unknown', 'complaint', 'mensagem'] as const;
export type MotivoEspera = (typeof MOTIVOS_ESPERA)[number];

export interface Espera {
  /** ISO 8601: since when the conversation waits. */
  desde: string;
  motivo: MotivoEspera;
}

/** One stored message of a conversation, as every screen and event carries it (the history's shape, chat.ts). */
export const conversationMessageSchema = storedMessageSchema;
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** GET /api/conversa/{userId}/estado (and the `conversa-estado` event): what the widget tells the person. */
export const conversationStateSchema = z.object({
  userId: z.number(),
  estado: z.enum(ESTADOS_CONVERSA),
  espera: z.object({ desde: z.string(), motivo: z.enum(MOTIVOS_ESPERA) }).nullable(),
  /** The notice the person reads while waiting or while the team answers; null when the assistant answers. */
  aviso: z.string().nullable(),
});
export type ConversationState = z.infer<typeof conversationStateSchema>;

/** Longest client key of a question (a retried question carries the same key and is stored once). */
export const CHAVE_MAX = 64;

/** POST /api/conversa/perguntar: the widget sends the question once; the answer comes back as a stream. */
export const askTurnRequestSchema = z.object({
  texto: z.string(),
  chave: z.string().max(CHAVE_MAX).optional(),
  /** Speak the answer: audio sentence by sentence in the same stream. */
  audio: z.boolean().optional(),
});
export type AskTurnRequest = z.infer<typeof askTurnRequestSchema>;


/**
 * One line of the turn's stream (application/x-ndjson), in this order: the stored question, the state, then — when
 * the assistant answers — text parts as they are composed, the stored answer, and the speech sentence by sentence;
 * `fim` ends it. A failure is an `erro` line with a Portuguese message (the question stays stored).
 */
export const turnEventSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('pergunta'), mensagem: conversationMessageSchema }),
  z.object({ tipo: z.literal('estado'), estado: conversationStateSchema }),
  z.object({ tipo: z.literal('parte'), texto: z.string() }),
  z.object({
    tipo: z.literal('resposta'),
    mensagem: conversationMessageSchema,
    sugestoes: z.array(z.string()),
    fontes: z.array(answerSourceSchema),
  }),
  /** One spoken sentence: base64 audio of `mime`, `indice` from 0 in the order they must play. */
  z.object({ tipo: z.literal('audio'), indice: z.number(), mime: z.string(), dados: z.string() }),
  z.object({ tipo: z.literal('erro'), erro: z.string() }),
  z.object({ tipo: z.literal('fim') }),
]);
export type TurnEvent = z.infer<typeof turnEventSchema>;

/** What happened to a staff reply on WhatsApp. */
export const ENTREGAS_RESPOSTA = ['na_fila', 'janela_fechada', 'sem_numero', 'sem_whatsapp'] as const;
export type EntregaResposta = (typeof ENTREGAS_RESPOSTA)[number];

/** POST /api/conversa/{userId}/responder: a staff reply, stored and delivered in one action. */
export const staffReplyRequestSchema = z.object({ texto: z.string().max(MESSAGE_MAX_CHARS * 2) });
export const staffReplyResponseSchema = z.object({
  mensagem: conversationMessageSchema,
  whatsapp: z.enum(ENTREGAS_RESPOSTA),
  /** The queued WhatsApp send, when there is one (its ticks follow). */
  envioId: z.number().nullable(),
});
export type StaffReplyResponse = z.infer<typeof staffReplyResponseSchema>;

/** GET /api/conversa/aguardando: the oldest conversation waiting for a person and how many wait (dashboard, badge). */
export const waitingSummarySchema = z.object({ total: z.number(), mais_antiga_desde: z.string().nullable() });
export type WaitingSummary = z.infer<typeof waitingSummarySchema>;
