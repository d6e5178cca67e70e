import { z } from 'zod';
import { AUTORES, STATUS_IA } from './chat.js';
import { MOTIVOS_ESPERA, type MotivoEspera } from './conversation.js';

/** The staff inbox: one ticket per usuario (`/api/chat/listar-chamados`, `/api/atualizar-status-*`). */

export const STATUS_ATENDIMENTO = [
  'Aberto',
  'Em progresso',
  'Pendente de documentação',
  'Matrícula em progresso',
  'Matriculado',
  'Perdido',
] as const;
export type StatusAtendimento = (typeof STATUS_ATENDIMENTO)[number];
/** The stage that needs a reason (the pipeline's move asks for it; the tickets dropdown cannot give one). */
export const STATUS_PERDIDO = 'Perdido' satisfies StatusAtendimento;

/** Why the assistant handed a conversation to a person. */
export const HANDOFF_REASONS = ['human', 'unknown', 'complaint'] as const;
export type HandoffReasonCode = (typeof HANDOFF_REASONS)[number];
/** How staff read why a conversation waits. */
export const HANDOFF_REASON_LABELS: Record<MotivoEspera, string> = {
  human: 'pediu para falar com uma pessoa',
  unknown: 'pergunta sem resposta na base',
  complaint: 'reclamação',
  mensagem: 'escreveu e aguarda resposta',
};

/** Tickets per page of the staff list (the server's default `porPagina`). */
export const TICKETS_PAGE_SIZE = 12;

const ticketSchema = z.object({
  user_id: z.number(),
  username: z.string(),
  whatsapp: z.string().nullable(),
  /** The last message, cut to a preview length. */
  ultima_mensagem: z.string().nullable(),
  ultima_mensagem_autor: z.enum(AUTORES).nullable(),
  /** ISO 8601: the last message's time, or the account's for users who never wrote. */
  criado_em: z.string(),
  status_atendimento: z.enum(STATUS_ATENDIMENTO),
  status_ia: z.enum(STATUS_IA),
  /** A WhatsApp contact without an account (no e-mail, cannot log in). */
  lead: z.boolean().optional(),
  /** Where the person came from (the lead source's normalised label); absent when nothing was recorded. */
  origem: z.string().optional(),
  /**
   * "Aguardando assessor": the conversation waits for a person (the person asked for one, the assistant could not
   * answer, a complaint, or the person wrote while staff handle it) and no staff member has replied since.
   */
  aguardando_assessor: z
    .object({ desde: z.string(), motivo: z.enum(MOTIVOS_ESPERA) })
    .nullable()
    .optional(),
  /**
   * "Possível duplicata": an account whose WhatsApp number is not proven names the number of a WhatsApp lead (or the
   * other way round). Staff check and merge; nothing is shared until then.
   */
  duplicata: z.object({ userId: z.number(), username: z.string(), numero: z.string(), lead: z.boolean() }).optional(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** GET /api/chat/listar-chamados?pagina=&porPagina=: newest activity first. */
export const ticketsPageSchema = z.object({
  chamados: z.array(ticketSchema),
  total: z.number(),
  pagina: z.number(),
  porPagina: z.number(),
  paginas: z.number(),
});
export type TicketsPage = z.infer<typeof ticketsPageSchema>;

/** POST /api/atualizar-status-ia. */
export const statusIaRequestSchema = z.object({ userId: z.number(), status_ia: z.enum(STATUS_IA) });
export type StatusIaRequest = z.infer<typeof statusIaRequestSchema>;

/** POST /api/atualizar-status-atendimento. */
export const statusAtendimentoRequestSchema = z.object({ userId: z.number(), status_atendimento: z.enum(STATUS_ATENDIMENTO) });
export type StatusAtendimentoRequest = z.infer<typeof statusAtendimentoRequestSchema>;

/** Both status changes answer the row as stored. */
export const updatedTicketSchema = z.object({
  user_id: z.number(),
  status_ia: z.enum(STATUS_IA),
  status_atendimento: z.enum(STATUS_ATENDIMENTO),
});
export type UpdatedTicket = z.infer<typeof updatedTicketSchema>;
