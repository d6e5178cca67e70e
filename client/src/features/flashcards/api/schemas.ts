import { z } from 'zod';

export const deckSchema = z.object({
  id: z.number(),
  materia: z.string(),
  assunto: z.string(),
  autor: z.string(),
  grupo: z.string().nullable(),
  subgrupo: z.string().nullable(),
  ano: z.number(),
});
export type Deck = z.infer<typeof deckSchema>;

export const deckSummarySchema = deckSchema.extend({
  total_cards: z.number(),
  cards_novos: z.number(),
  cards_para_revisar: z.number(),
});
export type DeckSummary = z.infer<typeof deckSummarySchema>;

/** What the deck forms send (SPEC §7): subgrupo optional, ano a number. */
export interface DeckInput {
  materia: string;
  assunto: string;
  autor: string;
  grupo: string;
  subgrupo: string;
  ano: number;
}

export const flashcardSchema = z.object({
  id: z.number(),
  deck_id: z.number(),
  frente: z.string(),
  verso: z.string(),
  ordem: z.number(),
  /** Local wall-clock 'YYYY-MM-DD HH:mm:ss', returned exactly as sent. */
  proxima_revisao: z.string().nullable(),
  revisoes: z.number(),
  acertos: z.number(),
  erros: z.number(),
  nivel: z.number(),
  ultima_revisao: z.string().nullable(),
  ultimo_acerto: z.string().nullable(),
  ultimo_erro: z.string().nullable(),
});
export type Flashcard = z.infer<typeof flashcardSchema>;

export const deckTitle = (deck: Pick<Deck, 'materia' | 'assunto'>) => `${deck.materia} - ${deck.assunto}`;
