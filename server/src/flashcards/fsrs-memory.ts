import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { fsrsReplay, type FsrsState, type Resposta } from '@app/contracts';

/** One answer in force of a card FSRS schedules, in replay order: by card, then by time of answer. */
export interface ReplayAnswer {
  flashcard_id: number;
  resposta: Resposta;
  respondido_em: Date;
  /** The card's review count before this answer (0: the card was new). */
  revisoes_antes: number;
}

/**
 * Answers replayed between two turns of the event loop: one takes 12–15 µs here (40 000 in ~0.5 s), so a large deck
 * holds other requests back ~15 ms at a time, not for the whole replay.
 */
const ANSWERS_PER_TURN = 1000;

/**
 * The FSRS state of each card recomputed from its answers with the given weights (`fsrsReplay`). Only a card whose
 * whole history is in the log is replayed: if its first answer in force found it already reviewed (answered before
 * the log existed), a replay would start it from a wrong first review, so it keeps the state it has.
 */
export async function recomputedMemoryStates(
  answers: readonly ReplayAnswer[],
  retention: number,
  weights: readonly number[] | null,
): Promise<Array<{ id: number; fsrs: FsrsState }>> {
  const states: Array<{ id: number; fsrs: FsrsState }> = [];
  let start = 0;
  let sinceYield = 0;
  while (start < answers.length) {
    const card = answers[start]!.flashcard_id;
    let end = start;
    while (end < answers.length && answers[end]!.flashcard_id === card) end += 1;
    if (answers[start]!.revisoes_antes === 0) {
      const history = answers.slice(start, end).map((a) => ({ resposta: a.resposta, at: a.respondido_em }));
      states.push({ id: card, fsrs: fsrsReplay(history, retention, weights)! });
    }
    sinceYield += end - start;
    start = end;
    if (sinceYield >= ANSWERS_PER_TURN) {
      sinceYield = 0;
      await yieldToEventLoop();
    }
  }
  return states;
}
