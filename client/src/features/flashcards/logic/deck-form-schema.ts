import { z } from 'zod';
import type { Deck, DeckInput } from '@app/contracts';

const required = z.string().trim().min(1).max(200);

/** SPEC §5.6: materia, assunto, autor, grupo and ano must be filled; subgrupo is optional. */
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
