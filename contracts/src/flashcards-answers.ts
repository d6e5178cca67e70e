/**
 * The study answers, the schedulers and the stored FSRS state as plain values and types, without ts-fsrs: the card
 * contracts (flashcards.ts) need only these, so a page that lists cards does not download the scheduler library.
 * flashcards-scheduling.ts re-exports them beside the scheduling itself.
 */

/** The six answers of the study page (SPEC §2.13), in button and keyboard (1–6) order. */
export const RESPOSTAS = ['acerto', 'facil', 'ok', 'dificil', 'quase_errei', 'errei'] as const;
export type Resposta = (typeof RESPOSTAS)[number];

export const SCHEDULERS = ['tabela', 'fsrs'] as const;
export type Scheduler = (typeof SCHEDULERS)[number];

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
