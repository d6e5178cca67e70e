/**
 * The study answers, the schedulers, the retention bounds and the stored FSRS state as plain values and types, without
 * ts-fsrs: the card contracts (flashcards.ts) and the deck page's scheduler settings need only these, so a page that
 * lists cards does not download the scheduler library.
 * flashcards-scheduling.ts re-exports them beside the scheduling itself.
 */

/** The six answers of the study page (docs/product.md, Study page), in button and keyboard (1–6) order. */
export const RESPOSTAS = ['acerto', 'facil', 'ok', 'dificil', 'quase_errei', 'errei'] as const;
export type Resposta = (typeof RESPOSTAS)[number];

export const SCHEDULERS = ['tabela', 'fsrs'] as const;
export type Scheduler = (typeof SCHEDULERS)[number];

/** FSRS's desired retention: the range a deck may ask for, and the default. */
export const RETENTION_MIN = 0.8;
export const RETENTION_MAX = 0.97;
export const RETENTION_DEFAULT = 0.9;

/** A card's FSRS memory state as stored (`flashcards.fsrs`, jsonb): the ts-fsrs card with ISO dates. */
export interface FsrsState {
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: string | null;
}
