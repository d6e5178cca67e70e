import { z } from 'zod';
import type { Deck, DeckInput } from '@app/contracts';

const required = z.string().trim().min(1).max(200);

/** materia, assunto, autor, grupo and ano must be filled (docs/product.md); subgrupo is optional. */
export const deckFormSchema = z
  .object({
    materia: required,
    assunto: required,
    autor: required,
    grupo: required,
    subgrupo: z.string().trim().max(200),
    ano: z.string().trim().regex(/^\d{4}$/),
  })
  .transform((v) => ({ ...v, ano: Number(v.ano) }) satisfies DeckInput)
  .refine((v) => v.ano >= 1900 && v.ano <= 2200);

export interface DeckFormValues {
  materia: string;
  assunto: string;
  autor: string;
  grupo: string;
  subgrupo: string;
  ano: string;
}

export function emptyDeckForm(now: Date = new Date()): DeckFormValues {
  return { materia: '', assunto: '', autor: '', grupo: '', subgrupo: '', ano: String(now.getFullYear()) };
}

export function deckToForm(deck: Deck): DeckFormValues {
  return {
    materia: deck.materia,
    assunto: deck.assunto,
    autor: deck.autor,
    grupo: deck.grupo ?? '',
    subgrupo: deck.subgrupo ?? '',
    ano: String(deck.ano),
  };
}

/** The required fields as the form labels them, in the form's order. */
const REQUIRED: ReadonlyArray<[keyof DeckFormValues, string]> = [
  ['materia', 'Matéria'],
  ['assunto', 'Assunto'],
  ['autor', 'Autor'],
  ['grupo', 'Grupo'],
];

/** Which fields still keep the deck from being saved, by their labels ('Ano' when it is not a year from 1900 to 2200). */
export function missingDeckFields(values: DeckFormValues): string[] {
  const missing = REQUIRED.filter(([key]) => !values[key].trim()).map(([, label]) => label);
  const ano = values.ano.trim();
  if (!/^\d{4}$/.test(ano) || Number(ano) < 1900 || Number(ano) > 2200) missing.push('Ano');
  return missing;
}

/** The sentence under a disabled save button: what to fill in. */
export function missingFieldsText(missing: readonly string[]): string {
  if (missing.length === 0) return '';
  const list = missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(', ')} e ${missing[missing.length - 1]}`;
  return missing.length === 1 ? `Falta preencher: ${list}.` : `Faltam preencher: ${list}.`;
}
