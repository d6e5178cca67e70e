import { z } from 'zod';
import { ARQUIVO_TIPOS } from './chat.js';
import { origemProspectoSchema } from './lead-source.js';
import { STATUS_ATENDIMENTO } from './tickets.js';

/** The admissions pipeline (`/api/funil/*`, staff) and the student's 'Minha matrícula' (`/api/minha-matricula`). */

export const MOTIVOS_PERDA = [
  'Sem resposta',
  'Custo',
  'Escolheu outra assessoria',
  'Desistiu de estudar no Paraguai',
  'Documentação inviável',
  'Outro',
] as const;
export type MotivoPerda = (typeof MOTIVOS_PERDA)[number];

/**
 * Board filters: mine, without owner, follow-up overdue (its time has passed), and 'meus-follow-ups': mine with a
 * follow-up due today (the database's day) or overdue.
 */
export const FILTROS_FUNIL = ['todos', 'meus', 'sem-responsavel', 'atrasados', 'meus-follow-ups'] as const;
export type FiltroFunil = (typeof FILTROS_FUNIL)[number];

/** Cards per column page. */
export const FUNIL_COLUMN_PAGE_SIZE = 25;
export const FOLLOW_UP_NOTE_MAX_CHARS = 500;

const pessoaSchema = z.object({ id: z.number(), username: z.string() });
export type Pessoa = z.infer<typeof pessoaSchema>;

export const cartaoSchema = z.object({
  user_id: z.number(),
  username: z.string(),
  whatsapp: z.string().nullable(),
  etapa: z.enum(STATUS_ATENDIMENTO),
  /** ISO 8601: when the prospect entered the current stage. */
  etapa_desde: z.string(),
  /** Optimistic version: a move must send the one it saw. */
  versao: z.number(),
  responsavel: pessoaSchema.nullable(),
  /** ISO 8601 or null. */
  proximo_contato_em: z.string().nullable(),
  proximo_contato_nota: z.string().nullable(),
  motivo_perda: z.string().nullable(),
  /** The prospect wrote last (waiting for an answer). */
  aguardando: z.boolean(),
  documentos: z.object({ entregues: z.number(), total: z.number() }),
  /** The normalised lead source label (see rotuloOrigem), null when registration carried none. */
  origem: z.string().nullable(),
});
export type Cartao = z.infer<typeof cartaoSchema>;

export const colunaSchema = z.object({
  etapa: z.enum(STATUS_ATENDIMENTO),
  total: z.number(),
  pagina: z.number(),
  cartoes: z.array(cartaoSchema),
});
export type Coluna = z.infer<typeof colunaSchema>;

/** Label of the prospects with no recorded source, in the dashboard's by-source table. */
export const SEM_ORIGEM = 'Sem origem';
export const ORIGEM_FILTRO_MAX_CHARS = 120;

/**
 * GET /api/funil?filtro=&busca=&origem= : the first page of every column and the source labels seen (for the source
 * filter). GET /api/funil/coluna?etapa=&pagina=&origem= : one page.
 */
export const quadroSchema = z.object({ colunas: z.array(colunaSchema), origens: z.array(z.string()) });
export type Quadro = z.infer<typeof quadroSchema>;

/** POST /api/funil/prospectos/:userId/etapa */
export const moverEtapaRequestSchema = z.object({
  etapa: z.enum(STATUS_ATENDIMENTO),
  versao: z.number(),
  motivo: z.enum(MOTIVOS_PERDA).optional(),
  nota: z.string().max(FOLLOW_UP_NOTE_MAX_CHARS).optional(),
});
export type MoverEtapaRequest = z.infer<typeof moverEtapaRequestSchema>;

/** PUT /api/funil/prospectos/:userId/acompanhamento : owner and next follow-up (null clears). */
export const acompanhamentoRequestSchema = z.object({
  responsavelId: z.number().nullable(),
  proximoContatoEm: z.string().nullable(),
  nota: z.string().max(FOLLOW_UP_NOTE_MAX_CHARS).nullable(),
});
export type AcompanhamentoRequest = z.infer<typeof acompanhamentoRequestSchema>;
/** POST /api/funil/prospectos/:userId/acompanhamento/manter : keep the pending follow-up after the prospect wrote (answers the card). */

export const historicoItemSchema = z.object({
  id: z.number(),
  de: z.string().nullable(),
  para: z.string(),
  motivo: z.string().nullable(),
  nota: z.string().nullable(),
  autor: z.string().nullable(),
  /** ISO 8601. */
  criado_em: z.string(),
});
export type HistoricoItem = z.infer<typeof historicoItemSchema>;

export const documentoItemSchema = z.object({
  id: z.number(),
  nome: z.string(),
  como_obter: z.string(),
  /** ISO 8601 when delivered, else null. */
  entregue_em: z.string().nullable(),
  /** The file from the prospect's conversation attached to the tick (GET /api/arquivos/{id}), else null. */
  arquivo: z.object({ id: z.number(), nome: z.string().nullable(), tipo: z.enum(ARQUIVO_TIPOS) }).nullable(),
});
export type DocumentoItem = z.infer<typeof documentoItemSchema>;

/** GET /api/funil/prospectos/:userId : the card, its history (newest first) and checklist. */
export const prospectoSchema = z.object({
  cartao: cartaoSchema,
  /**
   * ISO 8601: when the prospect first wrote after the pending follow-up was last set, moved or kept; null when there
   * is no follow-up or no such message. The reply box then asks staff to keep, clear or move the date (never silent).
   */
  mensagem_apos_contato_em: z.string().nullable(),
  historico: z.array(historicoItemSchema),
  documentos: z.array(documentoItemSchema),
  origem: origemProspectoSchema.nullable(),
});
export type Prospecto = z.infer<typeof prospectoSchema>;

/**
 * PUT /api/funil/prospectos/:userId/documentos/:documentoId : tick or untick; `arquivoId` attaches one of the
 * prospect's own conversation files to the tick (null detaches it, absent keeps what is attached).
 */
export const marcarDocumentoRequestSchema = z.object({ entregue: z.boolean(), arquivoId: z.number().nullable().optional() });
export type MarcarDocumentoRequest = z.infer<typeof marcarDocumentoRequestSchema>;

/** GET /api/funil/equipe : who can own a prospect. */
export const equipeSchema = z.object({ equipe: z.array(pessoaSchema) });

/** GET /api/minha-matricula (usuario): their own stage, checklist and advisor, read-only. */
export const minhaMatriculaSchema = z.object({
  etapa: z.enum(STATUS_ATENDIMENTO),
  assessor: z.string().nullable(),
  documentos: z.array(documentoItemSchema),
});
export type MinhaMatricula = z.infer<typeof minhaMatriculaSchema>;

/**
 * GET /api/funil/numeros : counts per stage, lost reasons, follow-ups due, enrolments per month of entry (the last
 * 12 months with entries, 'YYYY-MM'), the median days a prospect stayed in each stage it left and the numbers by source.
 */
export const numerosFunilSchema = z.object({
  porEtapa: z.array(z.object({ etapa: z.enum(STATUS_ATENDIMENTO), total: z.number() })),
  motivosPerda: z.array(z.object({ motivo: z.string(), total: z.number() })),
  followUpsVencidos: z.number(),
  conversaoPorMes: z.array(z.object({ mes: z.string(), entradas: z.number(), matriculados: z.number() })),
  diasMedianosPorEtapa: z.array(z.object({ etapa: z.enum(STATUS_ATENDIMENTO), dias: z.number() })),
  /** Prospects and enrolments (status Matriculado) per source label, most prospects first; SEM_ORIGEM for none. */
  porOrigem: z.array(z.object({ origem: z.string(), prospectos: z.number(), matriculados: z.number() })),
});
export type NumerosFunil = z.infer<typeof numerosFunilSchema>;

/** Quick replies ('respostas rápidas'): `/atalho` in the reply box; {nome}, {assessor}, {documentos_faltando} are filled per prospect. */
export const QUICK_REPLY_VARIABLES = ['{nome}', '{assessor}', '{documentos_faltando}'] as const;
export const respostaRapidaSchema = z.object({ id: z.number(), atalho: z.string(), texto: z.string() });
export type RespostaRapida = z.infer<typeof respostaRapidaSchema>;
/** GET /api/respostas-rapidas (raw texts) and GET /api/respostas-rapidas?userId= (filled for that prospect). */
export const respostasRapidasSchema = z.object({ respostas: z.array(respostaRapidaSchema) });
/** POST /api/respostas-rapidas */
export const novaRespostaRapidaSchema = z.object({ atalho: z.string(), texto: z.string() });
export type NovaRespostaRapida = z.infer<typeof novaRespostaRapidaSchema>;

/** POST /api/funil/documentos (admin): a new item at the end of the default checklist. DELETE /api/funil/documentos/:id retires one. */
export const novoDocumentoSchema = z.object({ nome: z.string(), como_obter: z.string() });
export type NovoDocumento = z.infer<typeof novoDocumentoSchema>;
