import { z } from 'zod';
import { flashcardSchema, studyAnswerRequestSchema } from './flashcards.js';

/** At most this many answers travel in one sync request; a longer outbox is sent in several, in order. */
export const SYNC_BATCH_MAX = 100;

/**
 * One answer given without network, as the device's outbox keeps it: the online answer plus where it belongs and the
 * instant it was given (the server schedules it at that instant, as if it had arrived then).
 */
export const offlineAnswerSchema = studyAnswerRequestSchema.extend({
  deckId: z.number(),
  cardId: z.number(),
  /** ISO instant of the answer on the device's clock. */
  respondido_em: z.string(),
});
export type OfflineAnswer = z.infer<typeof offlineAnswerSchema>;

/** POST /api/flashcards/respostas/sincronizar: the outbox's oldest answers, oldest first. */
export const syncAnswersRequestSchema = z.object({ respostas: z.array(offlineAnswerSchema) });
export type SyncAnswersRequest = z.infer<typeof syncAnswersRequestSchema>;

/**
 * What became of each answer, in the order sent: `aplicada` (logged now), `repetida` (logged by an earlier sync: a
 * replay changes nothing) or `recusada` (the server's rule won: the card was answered elsewhere, deleted, or the deck is
 * gone; `motivo` says which in Portuguese). Only a network failure or a 5xx leaves answers in the outbox.
 */
export const SYNC_OUTCOMES = ['aplicada', 'repetida', 'recusada'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];
export const syncAnswersResponseSchema = z.object({
  resultados: z.array(
    z.object({
      chave: z.string(),
      situacao: z.enum(SYNC_OUTCOMES),
      motivo: z.string().optional(),
      card: flashcardSchema.optional(),
    }),
  ),
});
export type SyncAnswersResponse = z.infer<typeof syncAnswersResponseSchema>;
