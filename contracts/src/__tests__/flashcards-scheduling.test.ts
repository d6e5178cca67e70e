import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fsrsNext, fsrsReplay, previewMinutes, scheduleAnswer, type FsrsState, type Resposta, type ScheduledFields } from '../flashcards-scheduling.js';

const fresh = (): ScheduledFields => ({
  nivel: 0,
  revisoes: 0,
  acertos: 0,
  erros: 0,
  proxima_revisao: null,
  ultima_revisao: null,
  ultimo_acerto: null,
  ultimo_erro: null,
  fsrs: null,
});

const MAX_INTERVAL_MINUTES = 36_498 * 1440;
const START = new Date('2026-01-05T12:00:00Z');
const CORRECT: Resposta[] = ['acerto', 'facil', 'ok'];

/** Answers a chain at each due time and returns the state and the intervals (minutes) scheduled. */
function chain(answers: Resposta[], retention = 0.9): { state: FsrsState | null; intervals: number[]; at: Date } {
  let state: FsrsState | null = null;
  let at = START;
  const intervals: number[] = [];
  for (const resposta of answers) {
    const next = fsrsNext(state, resposta, at, retention);
    intervals.push(next.minutes);
    state = next.fsrs;
    at = new Date(at.getTime() + next.minutes * 60_000);
  }
  return { state, intervals, at };
}

describe('FSRS through ts-fsrs', () => {
  it('when a card is answered correctly at each due time, then its intervals never shrink and end beyond a day', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CORRECT), { minLength: 3, maxLength: 12 }), (answers) => {
        const { intervals } = chain(answers);
        // FSRS caps intervals at 36 500 days (give or take a day of rounding there): growth is checked below the cap.
        const capped = intervals.map((m) => Math.min(m, MAX_INTERVAL_MINUTES));
        for (let i = 1; i < capped.length; i += 1) expect(capped[i]!).toBeGreaterThanOrEqual(capped[i - 1]!);
        expect(intervals.at(-1)!).toBeGreaterThan(1440);
      }),
      { numRuns: 60 },
    );
  });

  it('when a learned card is answered "errei", then it lapses and comes back within a day', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CORRECT), { minLength: 3, maxLength: 10 }), (answers) => {
        const { state, intervals, at } = chain(answers);
        const lapse = fsrsNext(state, 'errei', at, 0.9);
        expect(lapse.minutes).toBeLessThanOrEqual(1440);
        expect(lapse.minutes).toBeLessThan(intervals.at(-1)!);
        expect(lapse.fsrs.lapses).toBe(state!.lapses + 1);
      }),
      { numRuns: 60 },
    );
  });

  it('when the desired retention is higher, then the next interval of a learned card is not longer', () => {
    const { state, at } = chain(['ok', 'ok', 'ok', 'ok']);
    const low = fsrsNext(state, 'ok', at, 0.8).minutes;
    const high = fsrsNext(state, 'ok', at, 0.97).minutes;
    expect(high).toBeLessThan(low);
  });

  it('when the same answer is given at the same moment, then FSRS schedules the same (no fuzz)', () => {
    const { state, at } = chain(['ok', 'acerto']);
    expect(fsrsNext(state, 'dificil', at, 0.9)).toEqual(fsrsNext(state, 'dificil', at, 0.9));
  });
});

describe('fsrsReplay (memory state recomputed from the answer history)', () => {
  /** Answers of a chain with their instants, each given when FSRS had scheduled it (late by `lateMinutes`). */
  function history(answers: Resposta[], weights?: number[], lateMinutes = 0) {
    let state: FsrsState | null = null;
    let at = START;
    const given: { resposta: Resposta; at: Date }[] = [];
    for (const resposta of answers) {
      given.push({ resposta, at });
      const next = fsrsNext(state, resposta, at, 0.9, weights);
      state = next.fsrs;
      at = new Date(at.getTime() + (next.minutes + lateMinutes) * 60_000);
    }
    return { given, state };
  }
  const ANSWERS = fc.array(fc.constantFrom<Resposta>('acerto', 'facil', 'ok', 'dificil', 'quase_errei', 'errei'), {
    minLength: 1,
    maxLength: 15,
  });
  // Weights an optimiser could return: FSRS-6's defaults with the initial stabilities and the decay moved.
  const FITTED = [0.5, 1.8, 4.2, 12, 6.4, 0.83, 3.01, 0.001, 1.87, 0.17, 0.8, 1.48, 0.06, 0.26, 1.65, 0.6, 1.87, 0.54, 0.09, 0.07, 0.3];

  it('when replayed with the weights the answers were scheduled with, then it gives the state those answers left', () => {
    fc.assert(
      fc.property(ANSWERS, fc.integer({ min: 0, max: 5000 }), (answers, late) => {
        const { given, state } = history(answers, undefined, late);
        expect(fsrsReplay(given, 0.9)).toEqual(state);
      }),
      { numRuns: 60 },
    );
  });

  it('when replayed with other weights, then the same answers give the state scheduling with those weights would have', () => {
    fc.assert(
      fc.property(ANSWERS, (answers) => {
        const { given } = history(answers);
        const replayed = fsrsReplay(given, 0.9, FITTED)!;
        // Stepping the same answers at the same instants with the fitted weights, one fsrsNext at a time.
        let state: FsrsState | null = null;
        for (const { resposta, at } of given) state = fsrsNext(state, resposta, at, 0.9, FITTED).fsrs;
        expect(replayed).toEqual(state);
        expect(replayed.reps).toBe(answers.length);
      }),
      { numRuns: 40 },
    );
    // And they do differ from the defaults' state: the first stability is the weights' own.
    const { given } = history(['ok']);
    expect(fsrsReplay(given, 0.9, FITTED)!.stability).not.toBe(fsrsReplay(given, 0.9)!.stability);
  });

  it('when there are no answers, then there is no state', () => {
    expect(fsrsReplay([], 0.9)).toBeNull();
  });
});

describe('scheduleAnswer', () => {
  it('when the deck uses the table, then the FSRS state is untouched and the interval is the table one', () => {
    const card = { ...fresh(), nivel: 7 };
    const { card: next, minutes } = scheduleAnswer(card, 'acerto', START, '2026-01-05 09:00:00', { agendador: 'tabela', retencao_desejada: 0.9 });
    expect(minutes).toBe(10080);
    expect(next).toMatchObject({ nivel: 8, revisoes: 1, acertos: 1, fsrs: null, proxima_revisao: '2026-01-12 09:00:00' });
    expect(previewMinutes(card, { agendador: 'tabela', retencao_desejada: 0.9 }, 'acerto', START)).toBe(10080);
  });

  it('when the deck uses FSRS, then the level and counters still move as the spec says and the next review follows FSRS', () => {
    const deck = { agendador: 'fsrs' as const, retencao_desejada: 0.9 };
    const { card: next, minutes } = scheduleAnswer(fresh(), 'errei', START, '2026-01-05 09:00:00', deck);
    expect(next).toMatchObject({ nivel: 0, revisoes: 1, erros: 1, ultimo_erro: START.toISOString() });
    expect(next.fsrs).toMatchObject({ reps: 1 });
    expect(minutes).toBe(previewMinutes(fresh(), deck, 'errei', START));
    const six = (['acerto', 'facil', 'ok', 'dificil', 'quase_errei', 'errei'] as const).map((r) => previewMinutes(fresh(), deck, r, START));
    // Easy ≥ Good ≥ Hard ≥ Again, and the table's first intervals (5..1 min) are not what FSRS shows.
    expect(six[0]!).toBeGreaterThanOrEqual(six[1]!);
    expect(six[1]).toBe(six[2]);
    expect(six[2]!).toBeGreaterThanOrEqual(six[3]!);
    expect(six[3]).toBe(six[4]);
    expect(six[4]!).toBeGreaterThanOrEqual(six[5]!);
    expect(six[0]!).toBeGreaterThan(10);
  });

  it("when the deck has fitted weights, then FSRS schedules with them; weights of a length FSRS does not know are ignored", () => {
    const { state, at } = chain(['ok', 'ok', 'ok', 'ok']);
    // FSRS-6's defaults with a slower stability growth after a success (w8) and a larger first stability for Good (w2).
    const defaults = [0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542];
    const slower = defaults.map((w, i) => (i === 8 ? 1.0 : w));
    const deck = { agendador: 'fsrs' as const, retencao_desejada: 0.9 };
    const base = fsrsNext(state, 'ok', at, 0.9).minutes;
    expect(fsrsNext(state, 'ok', at, 0.9, defaults).minutes).toBe(base);
    const fitted = fsrsNext(state, 'ok', at, 0.9, slower).minutes;
    expect(fitted).toBeLessThan(base);
    expect(previewMinutes({ ...fresh(), fsrs: state }, { ...deck, fsrs_parametros: slower }, 'ok', at)).toBe(fitted);
    expect(previewMinutes({ ...fresh(), fsrs: state }, { ...deck, fsrs_parametros: [1, 2, 3] }, 'ok', at)).toBe(base);
  });
});
