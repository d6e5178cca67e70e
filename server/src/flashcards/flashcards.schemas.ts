import { z } from 'zod';

export const MAX_CARD_TEXT = 10_000;
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
  frente: requiredText('Frente', MAX_CARD_TEXT, true),
  verso: requiredText('Verso', MAX_CARD_TEXT),
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
    .max(MAX_CARD_TEXT, 'Texto longo demais.'),
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
