import { z } from 'zod';
import { FILTROS_FUNIL, ORIGEM_FILTRO_MAX_CHARS, FOLLOW_UP_NOTE_MAX_CHARS, MOTIVOS_PERDA, STATUS_ATENDIMENTO } from '@app/contracts';

const ETAPA_MESSAGE = `Etapa inválida: use ${STATUS_ATENDIMENTO.join(', ')}.`;
const etapa = z.enum(STATUS_ATENDIMENTO, { message: ETAPA_MESSAGE });
const nota = z.string({ message: 'Nota inválida.' }).trim().max(FOLLOW_UP_NOTE_MAX_CHARS, `A nota pode ter até ${FOLLOW_UP_NOTE_MAX_CHARS} caracteres.`);

export const boardQuery = z.object({
  filtro: z.enum(FILTROS_FUNIL, { message: 'Filtro inválido.' }).default('todos'),
  busca: z.string({ message: 'Busca inválida.' }).trim().max(100, 'Busca muito longa.').default(''),
  origem: z.string({ message: 'Origem inválida.' }).trim().max(ORIGEM_FILTRO_MAX_CHARS, 'Origem inválida.').default(''),
});
export type BoardQuery = z.infer<typeof boardQuery>;

export const columnQuery = boardQuery.extend({
  etapa,
  pagina: z.coerce.number({ message: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').max(10_000, 'Página inválida.').default(1),
});
export type ColumnQuery = z.infer<typeof columnQuery>;

export const moveBody = z
  .object({
    etapa,
    versao: z.number({ message: 'Versão inválida.' }).int('Versão inválida.').min(0, 'Versão inválida.').max(2147483647, 'Versão inválida.'),
    motivo: z.enum(MOTIVOS_PERDA, { message: 'Motivo da perda inválido.' }).optional(),
    nota: nota.optional(),
  })
  .refine((body) => body.etapa !== 'Perdido' || body.motivo !== undefined, { message: 'Informe o motivo da perda.' });
export type MoveBody = z.infer<typeof moveBody>;

const FOLLOW_UP_MESSAGE = 'Data do próximo contato inválida.';
/** An ISO date-time within years Postgres and people use (a far year would be a database error, not a 400). */
const followUpDate = z
  .string({ message: FOLLOW_UP_MESSAGE })
  .max(40, FOLLOW_UP_MESSAGE)
  .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), FOLLOW_UP_MESSAGE)
  .transform((value) => new Date(value))
  .refine((date) => date.getUTCFullYear() >= 2000 && date.getUTCFullYear() <= 2100, FOLLOW_UP_MESSAGE);

const RESPONSAVEL_MESSAGE = 'Responsável inválido.';
export const followUpBody = z.object({
  responsavelId: z.number({ message: RESPONSAVEL_MESSAGE }).int(RESPONSAVEL_MESSAGE).min(1, RESPONSAVEL_MESSAGE).max(2147483647, RESPONSAVEL_MESSAGE).nullable(),
  proximoContatoEm: followUpDate.nullable(),
  nota: nota.nullable(),
});
export type FollowUpBody = z.infer<typeof followUpBody>;

const ARQUIVO_MESSAGE = 'Arquivo inválido.';
export const documentBody = z
  .object({
    entregue: z.boolean({ message: 'Informe se o documento foi entregue.' }),
    arquivoId: z.number({ message: ARQUIVO_MESSAGE }).int(ARQUIVO_MESSAGE).min(1, ARQUIVO_MESSAGE).max(Number.MAX_SAFE_INTEGER, ARQUIVO_MESSAGE).nullable().optional(),
  })
  .refine((body) => body.entregue || body.arquivoId === undefined || body.arquivoId === null, {
    message: 'Para anexar um arquivo, marque o documento como entregue.',
  });
export type DocumentBody = z.infer<typeof documentBody>;

export const newDocumentBody = z.object({
  nome: z.string({ message: 'Nome do documento inválido.' }).trim().min(1, 'Informe o nome do documento.').max(120, 'O nome pode ter até 120 caracteres.'),
  como_obter: z.string({ message: 'Texto "como obter" inválido.' }).trim().max(500, 'O texto "como obter" pode ter até 500 caracteres.').default(''),
});
export type NewDocumentBody = z.infer<typeof newDocumentBody>;
