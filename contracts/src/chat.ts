import { z } from 'zod';

/** A conversation's messages (`/api/chat/*`). */

export const AUTORES = ['user', 'ia', 'colaborador', 'admin'] as const;
export type Autor = (typeof AUTORES)[number];

/** Whether the assistant answers in a conversation; staff switch it per ticket. */
export const STATUS_IA = ['Ligada', 'Desligada'] as const;
export type StatusIa = (typeof STATUS_IA)[number];

/** Longest chat message or staff reply the server stores (UTF-16 code units, after trimming). */
export const MESSAGE_MAX_CHARS = 4000;

/** Where a message was written: the site (widget, panel) or WhatsApp. */
export const CANAIS = ['site', 'whatsapp'] as const;
export type Canal = (typeof CANAIS)[number];

/** Kinds of files people send on WhatsApp, and the states of their download. */
export const ARQUIVO_TIPOS = ['imagem', 'documento', 'audio', 'video'] as const;
export type ArquivoTipo = (typeof ARQUIVO_TIPOS)[number];
export const ARQUIVO_ESTADOS = ['baixando', 'pronto', 'falhou'] as const;

/** A file attached to a message (GET /api/arquivos/{id} serves it to staff and its owner). */
export const arquivoSchema = z.object({
  id: z.number(),
  mensagem_id: z.number(),
  tipo: z.enum(ARQUIVO_TIPOS),
  mime: z.string().nullable(),
  nome: z.string().nullable(),
  tamanho: z.number().nullable(),
  estado: z.enum(ARQUIVO_ESTADOS),
  /** Portuguese reason when the download failed or was refused. */
  motivo: z.string().nullable(),
  /** ISO 8601. */
  criado_em: z.string(),
});
export type Arquivo = z.infer<typeof arquivoSchema>;

/** GET /api/arquivos?userId= : the files of one conversation, newest first ("Arquivos"). */
export const arquivosResponseSchema = z.object({ arquivos: z.array(arquivoSchema) });

/** A source an assistant answer was drawn from ("Ler mais"). */
export const answerSourceSchema = z.object({ slug: z.string(), titulo: z.string() });
export type AnswerSource = z.infer<typeof answerSourceSchema>;

/** One stored message, as the history and the save answer carry it. */
export const storedMessageSchema = z.object({
  id: z.number(),
  autor: z.enum(AUTORES),
  mensagem: z.string(),
  /** ISO 8601. */
  criado_em: z.string(),
  /** The staff member who wrote it (admin/colaborador messages); null for the person and the assistant. */
  autor_nome: z.string().nullable(),
  /** Absent means 'site'. */
  canal: z.enum(CANAIS).optional(),
  /** A staff-only line ("IA desligada…"): never shown to the person. */
  nota: z.boolean().optional(),
  arquivo: arquivoSchema.nullable().optional(),
  /** An assistant answer's help-centre articles ("Ler mais" in the widget); absent for every other message. */
  fontes: z.array(answerSourceSchema).optional(),
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;

/** GET /api/chat/historico/{userId}: the conversation, oldest first. */
export const historyResponseSchema = z.object({ mensagens: z.array(storedMessageSchema) });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** POST /api/chat/salvar: a usuario saves as user or ia, staff as their own role. */
export const saveMessageRequestSchema = z.object({ userId: z.number(), autor: z.enum(AUTORES), texto: z.string() });
export type SaveMessageRequest = z.infer<typeof saveMessageRequestSchema>;

/** POST /api/chat/salvar answers 201 with the stored message and its conversation. */
export const savedMessageSchema = storedMessageSchema.extend({ userId: z.number() });
export type SavedMessage = z.infer<typeof savedMessageSchema>;

/** GET /api/chat/status-ia/{userId}. */
export const aiStatusResponseSchema = z.object({ status_ia: z.enum(STATUS_IA) });
export type AiStatusResponse = z.infer<typeof aiStatusResponseSchema>;
