import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade, type State } from 'ts-fsrs';

/**
 * How a study answer schedules a card, shared by the server (which saves it) and the study page (which shows each
 * button's next interval before the answer): the review table (docs/product.md, Card review; Constants and limits, the default) or FSRS through ts-fsrs.
 */

import { type FsrsState, type Resposta, type Scheduler } from './flashcards-answers.js';

export {
  RESPOSTAS,
  SCHEDULERS,
  RETENTION_MIN,
  RETENTION_MAX,
  RETENTION_DEFAULT,
  type FsrsState,
  type Resposta,
  type Scheduler,
} from './flashcards-answers.js';

export const MIN_LEVEL = 0;
export const MAX_LEVEL = 12;
/** Interval tables have 12 entries (levels 0..11); levels above use the last one. */
export const LAST_INTERVAL_INDEX = 11;

/** docs/product.md, Constants and limits: minutes until the next review, per answer, for the new level 0..11. */
export const INTERVALS_MINUTES: Readonly<Record<Resposta, readonly number[]>> = {
  errei: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  quase_errei: [1, 2, 3, 4, 5, 6, 8, 10, 15, 25, 40, 60],
  dificil: [2, 3, 4, 5, 6, 8, 10, 15, 20, 30, 60, 120],
  ok: [3, 4, 5, 6, 8, 10, 15, 24, 36, 60, 120, 180],
  facil: [4, 6, 8, 10, 13, 18, 25, 36, 60, 90, 150, 240],
  acerto: [5, 10, 20, 40, 80, 160, 320, 1440, 10080, 20160, 43200, 86400],
};

function clampLevel(level: number): number {
  if (!Number.isFinite(level)) return MIN_LEVEL;
  return Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.trunc(level)));
}

/** errei → 0; any other answer → one level up, capped at 12 (docs/product.md, Card review). */
export function nextLevel(level: number, resposta: Resposta): number {
  return resposta === 'errei' ? MIN_LEVEL : Math.min(MAX_LEVEL, clampLevel(level) + 1);
}

/** The table entry for the *new* level, whose index is capped at 11. */
export function intervalMinutes(resposta: Resposta, newLevel: number): number {
  return INTERVALS_MINUTES[resposta][Math.min(clampLevel(newLevel), LAST_INTERVAL_INDEX)]!;
}

/** What an answer would schedule under the table for a card now at `level`. */
export function previewInterval(level: number, resposta: Resposta): number {
  return intervalMinutes(resposta, nextLevel(level, resposta));
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** Wall-clock 'YYYY-MM-DD HH:mm:ss' plus minutes, computed on a zone-free (UTC) calendar. */
export function addMinutesLocal(value: string, minutes: number): string {
  const m = LOCAL.exec(value.trim());
  if (!m) throw new Error(`data local inválida: ${value}`);
  const [, y, mo, d, h, mi, s] = m;
  const shifted = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)) + minutes * 60_000);
  return (
    `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

// ---------------------------------------------------------------- FSRS

export interface DeckScheduling {
  agendador: Scheduler;
  retencao_desejada: number;
  /** FSRS weights fitted on the learner's own log ("Otimizar com o meu histórico"); null/absent: FSRS-6 defaults. */
  fsrs_parametros?: readonly number[] | null;
}

/** FSRS-6 has 21 weights; ts-fsrs also accepts (and migrates) the 17 of FSRS-4.5/5 and the 19 of FSRS-5. */
export const FSRS_PARAMETER_COUNTS = [17, 19, 21] as const;

/**
 * The six answers on FSRS's four grades. FSRS has one "remembered with ease" grade, and the spec's strongest answer
 * is "acerto" (its table jumps to days), so: acerto → Easy; facil and ok → Good; dificil and quase_errei → Hard;
 * errei → Again (a lapse).
 */
export const FSRS_GRADES: Readonly<Record<Resposta, Grade>> = {
  acerto: Rating.Easy,
  facil: Rating.Good,
  ok: Rating.Good,
  dificil: Rating.Hard,
  quase_errei: Rating.Hard,
  errei: Rating.Again,
};

const schedulers = new Map<string, ReturnType<typeof fsrs>>();
/** A server holds many decks' weights; the cache is only a shortcut, so it is simply emptied when it grows. */
const SCHEDULER_CACHE_MAX = 200;
/**
 * ts-fsrs with the deck's weights (FSRS-6 defaults when it has none), short-term steps on, no fuzz (the same answer
 * always schedules the same).
 */
function fsrsFor(retention: number, weights: readonly number[] | null | undefined) {
  const w = weights && (FSRS_PARAMETER_COUNTS as readonly number[]).includes(weights.length) ? weights : null;
  const key = w ? `${retention}|${w.join(',')}` : String(retention);
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    if (schedulers.size >= SCHEDULER_CACHE_MAX) schedulers.clear();
    scheduler = fsrs(
      generatorParameters({ request_retention: retention, enable_fuzz: false, enable_short_term: true, ...(w ? { w: [...w] } : {}) }),
    );
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

function toCard(state: FsrsState | null | undefined, now: Date): Card {
  if (!state) return createEmptyCard(now);
  return {
    due: new Date(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: state.elapsed_days,
    scheduled_days: state.scheduled_days,
    learning_steps: state.learning_steps,
    reps: state.reps,
    lapses: state.lapses,
    state: state.state as State,
    last_review: state.last_review ? new Date(state.last_review) : undefined,
  };
}

function fromCard(card: Card): FsrsState {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ? card.last_review.toISOString() : null,
  };
}

/** FSRS's next state after `resposta` at `answeredAt`, and the minutes until it is due (at least one). */
export function fsrsNext(
  state: FsrsState | null | undefined,
  resposta: Resposta,
  answeredAt: Date,
  retention: number,
  weights?: readonly number[] | null,
): { fsrs: FsrsState; minutes: number } {
  const next = fsrsFor(retention, weights).next(toCard(state, answeredAt), answeredAt, FSRS_GRADES[resposta]).card;
  return { fsrs: fromCard(next), minutes: Math.max(1, Math.round((next.due.getTime() - answeredAt.getTime()) / 60_000)) };
}

/**
 * A card's FSRS state recomputed from its whole answer history (oldest first) with these weights: each answer applied
 * in turn from a new card, as `fsrsNext` did when it was given. What Anki calls computing the memory state after new
 * weights: stability and difficulty as if the card had always been scheduled with them. Null for no answers.
 */
export function fsrsReplay(
  answers: readonly { resposta: Resposta; at: Date }[],
  retention: number,
  weights?: readonly number[] | null,
): FsrsState | null {
  const first = answers[0];
  if (!first) return null;
  const scheduler = fsrsFor(retention, weights);
  let card = createEmptyCard(first.at);
  for (const { resposta, at } of answers) card = scheduler.next(card, at, FSRS_GRADES[resposta]).card;
  return fromCard(card);
}

/** The review fields of a card (docs/product.md, Entities) plus its FSRS state. Dates other than proxima_revisao are ISO instants. */
export interface ScheduledFields {
  nivel: number;
  revisoes: number;
  acertos: number;
  erros: number;
  proxima_revisao: string | null;
  ultima_revisao: string | null;
  ultimo_acerto: string | null;
  ultimo_erro: string | null;
  fsrs?: FsrsState | null;
}

/** Minutes the answer would schedule now under the deck's scheduler (what each study button shows). */
export function previewMinutes(card: ScheduledFields, deck: DeckScheduling, resposta: Resposta, now: Date): number {
  if (deck.agendador === 'fsrs') return fsrsNext(card.fsrs, resposta, now, deck.retencao_desejada, deck.fsrs_parametros).minutes;
  return previewInterval(card.nivel, resposta);
}

/**
 * The card after an answer given at the instant `answeredAt`, whose wall-clock reading on the learner's device is
 * `answeredAtLocal`: level and counters as docs/product.md, Card review says, and the next review = local answer time + the interval of
 * the deck's scheduler. Under the table the FSRS state is left as it was; under FSRS the level still moves (0..12).
 */
export function scheduleAnswer<T extends ScheduledFields>(
  card: T,
  resposta: Resposta,
  answeredAt: Date,
  answeredAtLocal: string,
  deck: DeckScheduling,
): { card: T; minutes: number } {
  const nivel = nextLevel(card.nivel, resposta);
  const instant = answeredAt.toISOString();
  const wrong = resposta === 'errei';
  const fsrsResult = deck.agendador === 'fsrs' ? fsrsNext(card.fsrs, resposta, answeredAt, deck.retencao_desejada, deck.fsrs_parametros) : null;
  const minutes = fsrsResult ? fsrsResult.minutes : intervalMinutes(resposta, nivel);
  return {
    minutes,
    card: {
      ...card,
      nivel,
      revisoes: card.revisoes + 1,
      acertos: wrong ? card.acertos : card.acertos + 1,
      erros: wrong ? card.erros + 1 : card.erros,
      ultima_revisao: instant,
      ultimo_acerto: wrong ? card.ultimo_acerto : instant,
      ultimo_erro: wrong ? instant : card.ultimo_erro,
      proxima_revisao: addMinutesLocal(answeredAtLocal, minutes),
      ...(fsrsResult ? { fsrs: fsrsResult.fsrs } : {}),
    },
  };
}
