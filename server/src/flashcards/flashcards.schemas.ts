import { z } from 'zod';
import { CARD_TEXT_MAX_CHARS, FSRS_OPTIMIZATION_SOURCES, IMPORT_DUPLICATE_CHOICES, RESPOSTAS, RETENTION_DEFAULT, RETENTION_MAX, RETENTION_MIN, SCHEDULERS, SYNC_BATCH_MAX } from '@app/contracts';

export const MAX_LEVEL = 12;
/** The spec's local review time: 'YYYY-MM-DD HH:mm:ss', stored as `timestamp without time zone`. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function requiredText(label: string, max: number, feminine = false) {
  const missing = `${label} é ${feminine ? 'obrigatória' : 'obrigatório'}.`;
  return z
    .string({ message: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} ${feminine ? 'longa' : 'longo'} demais (máximo de ${max.toLocaleString('pt-BR')} caracteres).`);
}

const ano = z.coerce
  .number({ message: 'Ano inválido.' })
  .int('Ano deve ser um número inteiro.')
  .min(1900, 'Ano deve estar entre 1900 e 2200.')
  .max(2200, 'Ano deve estar entre 1900 e 2200.');

export const deckInputSchema = z.object({
  materia: requiredText('Matéria', 200, true),
  assunto: requiredText('Assunto', 200),
  autor: requiredText('Autor', 200),
  grupo: requiredText('Grupo', 200),
  subgrupo: z
    .string({ message: 'Subgrupo inválido.' })
    .trim()
    .max(200, 'Subgrupo longo demais (máximo de 200 caracteres).')
    .nullish()
    .transform((v) => (v ? v : null)),
  ano: z.preprocess((v) => (v === undefined || v === null || v === '' ? new Date().getFullYear() : v), ano),
});
export type DeckInput = z.infer<typeof deckInputSchema>;

/** `?agora=YYYY-MM-DD HH:mm:ss`: the browser's local clock, against which local review times are due. */
export const decksQuerySchema = z.object({
  agora: z
    .string()
    .regex(LOCAL_DATE_TIME, 'Parâmetro agora inválido (use AAAA-MM-DD HH:mm:ss).')
    .refine(isRealLocalDateTime, 'Parâmetro agora inválido (use AAAA-MM-DD HH:mm:ss).')
    .optional(),
});

export const cardTextSchema = z.object({
  frente: requiredText('Frente', CARD_TEXT_MAX_CHARS, true),
  verso: requiredText('Verso', CARD_TEXT_MAX_CHARS),
});

const counter = (label: string) =>
  z
    .number({ message: `${label} inválido.` })
    .int(`${label} deve ser um número inteiro.`)
    .min(0, `${label} não pode ser negativo.`)
    .max(2_000_000_000, `${label} grande demais.`);

const isoDateTime = (label: string) =>
  z
    .union([z.iso.datetime({ offset: true, message: `${label} inválida.` }), z.iso.date({ message: `${label} inválida.` })], {
      message: `${label} inválida.`,
    })
    .nullable();

/**
 * A card update: text edit, reorder, or a study answer (the full card with new counters). Every field is
 * optional; unknown fields (id, deck_id, criado_em, client-only flags) are ignored.
 */
export const cardUpdateSchema = z
  .object({
    frente: cardTextSchema.shape.frente.optional(),
    verso: cardTextSchema.shape.verso.optional(),
    ordem: counter('Ordem').optional(),
    nivel: z
      .number({ message: 'Nível inválido.' })
      .int('Nível deve ser um número inteiro.')
      .min(0, `Nível deve estar entre 0 e ${MAX_LEVEL}.`)
      .max(MAX_LEVEL, `Nível deve estar entre 0 e ${MAX_LEVEL}.`)
      .optional(),
    revisoes: counter('Revisões').optional(),
    acertos: counter('Acertos').optional(),
    erros: counter('Erros').optional(),
    proxima_revisao: z
      .string({ message: 'Próxima revisão inválida.' })
      .regex(LOCAL_DATE_TIME, 'Próxima revisão inválida (use AAAA-MM-DD HH:mm:ss).')
      .refine(isRealLocalDateTime, 'Próxima revisão inválida (use AAAA-MM-DD HH:mm:ss).')
      .nullable()
      .optional(),
    ultima_revisao: isoDateTime('Última revisão').optional(),
    ultimo_acerto: isoDateTime('Data do último acerto').optional(),
    ultimo_erro: isoDateTime('Data do último erro').optional(),
  })
  .refine((card) => Object.values(card).some((v) => v !== undefined), { message: 'Nada para atualizar.' });
export type CardUpdate = z.infer<typeof cardUpdateSchema>;

export const reorderSchema = z.object({
  ids: z
    .array(z.number({ message: 'Identificador inválido.' }).int('Identificador inválido.').min(1, 'Identificador inválido.'), {
      message: 'Informe a nova ordem dos cards.',
    })
    .min(1, 'Informe a nova ordem dos cards.')
    .max(20_000, 'Cards demais.')
    .refine((ids) => new Set(ids).size === ids.length, 'A nova ordem repete um card.'),
});

export const cardAudioSchema = z.object({
  text: z
    .string({ message: 'Texto é obrigatório.' })
    .trim()
    .min(1, 'Texto é obrigatório.')
    .max(CARD_TEXT_MAX_CHARS, 'Texto longo demais.'),
  deckId: z.coerce.number({ message: 'Deck inválido.' }).int('Deck inválido.').min(1, 'Deck inválido.').max(2147483647, 'Deck inválido.'),
  cardId: z.coerce.number({ message: 'Card inválido.' }).int('Card inválido.').min(1, 'Card inválido.').max(2147483647, 'Card inválido.'),
  tipo: z.enum(['frente', 'verso'], { message: 'Tipo deve ser frente ou verso.' }),
});
export type CardAudioInput = z.infer<typeof cardAudioSchema>;

function isRealLocalDateTime(value: string): boolean {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return false;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    probe.getUTCFullYear() === y &&
    probe.getUTCMonth() === mo - 1 &&
    probe.getUTCDate() === d &&
    probe.getUTCHours() === h &&
    probe.getUTCMinutes() === mi &&
    probe.getUTCSeconds() === s
  );
}

/** `?repetidos=` of the CSV import: skip the rows the deck already has, or import them anyway. */
export const importQuerySchema = z.object({
  repetidos: z.enum(IMPORT_DUPLICATE_CHOICES, { message: 'Escolha "pular" ou "importar" para os cards repetidos.' }).optional(),
});

const localDateTime = (message: string) => z.string({ message }).regex(LOCAL_DATE_TIME, message).refine(isRealLocalDateTime, message);

/** PUT /api/decks/{id}/agendador. */
export const deckSchedulingSchema = z.object({
  agendador: z.enum(SCHEDULERS, { message: 'Escolha o agendador: tabela ou fsrs.' }),
  retencao_desejada: z
    .number({ message: 'Retenção desejada inválida.' })
    .min(RETENTION_MIN, 'A retenção desejada deve estar entre 0,80 e 0,97.')
    .max(RETENTION_MAX, 'A retenção desejada deve estar entre 0,80 e 0,97.')
    .transform((v) => Math.round(v * 100) / 100)
    .default(RETENTION_DEFAULT),
});
export type DeckSchedulingInput = z.infer<typeof deckSchedulingSchema>;

/** POST /api/decks/{id}/fsrs/otimizar: this deck's log (default) or all the learner's decks'. */
export const fsrsOptimizationSchema = z
  .object({ origem: z.enum(FSRS_OPTIMIZATION_SOURCES, { message: 'Escolha a origem: deck ou todos.' }).default('deck') })
  .default({ origem: 'deck' });

/** POST /api/flashcards/{deckId}/{cardId}/respostas. */
export const studyAnswerSchema = z.object({
  chave: z.uuid({ message: 'Chave da resposta inválida.' }),
  resposta: z.enum(RESPOSTAS, { message: 'Resposta inválida.' }),
  respondido_em_local: localDateTime('Hora da resposta inválida (use AAAA-MM-DD HH:mm:ss).'),
  revisoes: counter('Revisões'),
  tempo_resposta_ms: z
    .number({ message: 'Tempo de resposta inválido.' })
    .int('Tempo de resposta inválido.')
    .min(0, 'Tempo de resposta inválido.')
    .max(86_400_000, 'Tempo de resposta inválido.')
    .optional(),
});
export type StudyAnswerInput = z.infer<typeof studyAnswerSchema>;

/** POST /api/flashcards/respostas/sincronizar: answers given offline, each with its deck, card and instant. */
export const syncAnswersSchema = z.object({
  respostas: z
    .array(
      studyAnswerSchema.extend({
        deckId: z.number({ message: 'Deck inválido.' }).int('Deck inválido.').min(1, 'Deck inválido.').max(2147483647, 'Deck inválido.'),
        cardId: z.number({ message: 'Card inválido.' }).int('Card inválido.').min(1, 'Card inválido.').max(2147483647, 'Card inválido.'),
        respondido_em: z.iso.datetime({ offset: true, message: 'Hora da resposta inválida.' }).transform((v) => new Date(v)),
      }),
      { message: 'Envie as respostas em uma lista.' },
    )
    .min(1, 'Nenhuma resposta para sincronizar.')
    .max(SYNC_BATCH_MAX, `Envie no máximo ${SYNC_BATCH_MAX} respostas por vez.`)
    .refine((list) => new Set(list.map((a) => a.chave)).size === list.length, 'A mesma resposta veio duas vezes na lista.'),
});
export type SyncAnswersInput = z.infer<typeof syncAnswersSchema>;

export const answerKeyParam = z.uuid({ message: 'Resposta não encontrada.' });

/** GET /api/flashcards/estatisticas?agora=&deckId=. */
export const statsQuerySchema = decksQuerySchema.extend({
  deckId: z.coerce.number({ message: 'Deck inválido.' }).int('Deck inválido.').min(1, 'Deck inválido.').max(2147483647, 'Deck inválido.').optional(),
});

const column = (label: string) =>
  z.coerce.number({ message: `Coluna ${label} inválida.` }).int(`Coluna ${label} inválida.`).min(0, `Coluna ${label} inválida.`).max(99, `Coluna ${label} inválida.`);

/** `?previa=1` (preview only) or `?frente=&verso=` (0-based columns) and the duplicates choice of the CSV import. */
export const ankiImportQuerySchema = importQuerySchema.extend({
  previa: z.enum(['1'], { message: 'Parâmetro previa inválido.' }).optional(),
  frente: column('da frente').default(0),
  verso: column('do verso').default(1),
});

/** The Anki import into a new deck: the new deck has no cards, so there is no duplicates choice to make. */
export const ankiNewDeckQuerySchema = ankiImportQuerySchema.omit({ repetidos: true });
