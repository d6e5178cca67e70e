/**
 * Synthetic learners studying for 365 days under the review table and under FSRS, and the statistics
 * endpoint's p95 for a learner with 100 000 logged answers.
 *
 * The learners' memory is a ground truth with known parameters, independent of both schedulers: each card has a
 * difficulty d ∈ [0.6, 1.6] and a stability S (days); recall after t days is p = 0.9^(t/S). A successful review at
 * recall probability p multiplies S by 1 + (3/d)·S^-0.2·(e^{2(1-p)} − 1) (the spacing effect: reviewing what is
 * still fresh barely helps); a failure leaves S·0.25 (at least 0.05 d). A new card starts at S = 0.4/d. Both
 * schedulers see the same learner and the same answer policy: forgot (and the very first sight) → errei; remembered
 * with p ≥ 0.85 → acerto, p ≥ 0.6 → ok, else dificil. This model is of the DSR family FSRS assumes (its functional
 * form, with its own constants and an exponential rather than FSRS-6's power forgetting curve), which favours FSRS:
 * read the ratio as "under a DSR-like learner", not as a field result.
 *
 * FSRS runs as a learner of the product would use it: FSRS-6's default weights until the log holds FSRS_MIN_REVIEWS
 * answers, then, from the next day on, the weights "Otimizar com o meu histórico" fits on that log (the same
 * conversion and optimiser as the server), fitted again every 30 days on the longer log; the cards keep their stored
 * memory state, as they do in the product.
 *
 * The metric is the issue's: reviews per card remembered at the end = all reviews of the year ÷ the expected number
 * of cards recalled on day 365. FSRS is compared at 0.90 and, for "at least the same recall", at the lowest desired
 * retention whose recall on day 365 reaches the table's.
 */
import { randomUUID } from 'node:crypto';
import { fsrsNext, intervalMinutes, nextLevel, type FsrsState, type Resposta } from '@app/contracts';
import { migrateLatest } from '@app/db';
import { FSRS_MIN_REVIEWS, flashcardsService, optimizeFsrsParameters, reviewHistories, type LoggedAnswer } from '../server/src/flashcards/index.js';
import { percentile } from './lib/load.js';
import { freshDatabase } from './lib/server.js';

const DAY_MIN = 1440;
/** Days between two fits once the first is done. */
const REFIT_DAYS = 30;

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface SimCard {
  id: number;
  d: number;
  s: number;
  lastMin: number;
  dueMin: number;
  nivel: number;
  fsrs: FsrsState | null;
  reviews: number;
}

export interface SchedulerOutcome {
  reviews: number;
  reviewsPerCard: number;
  /** Expected share of cards recalled on day 365. */
  recallAtEnd: number;
  /** Reviews per card remembered at the end (lower is better). */
  reviewsPerRemembered: number;
  /** FSRS with the optimiser: the day its weights were first fitted (null: never, or the table). */
  fittedOnDay?: number | null;
}

type Variant = { scheduler: 'tabela' } | { scheduler: 'fsrs'; retention: number; optimise: boolean };

const START = Date.UTC(2026, 0, 1);
const dayString = (minute: number) => new Date(START + minute * 60_000).toISOString().slice(0, 10);

async function simulate(variant: Variant, seed: number, cards: number, days: number): Promise<SchedulerOutcome> {
  const rnd = mulberry32(seed);
  const deck: SimCard[] = Array.from({ length: cards }, (_, i) => {
    const d = 0.6 + rnd();
    // Ten new cards a day, each first studied at 9:00 of its day.
    const first = Math.floor(i / 10) * DAY_MIN + 9 * 60;
    return { id: i + 1, d, s: 0.4 / d, lastMin: first, dueMin: first, nivel: 0, fsrs: null, reviews: 0 };
  });
  const end = days * DAY_MIN;
  const log: LoggedAnswer[] = [];
  let weights: number[] | null = null;
  let fittedOnDay: number | null = null;
  let lastFitDay = 0;
  let reviews = 0;
  // Event loop: always the earliest due card next (a learner who studies whenever a card is due).
  for (;;) {
    let next: SimCard | undefined;
    for (const c of deck) if (c.dueMin < end && (!next || c.dueMin < next.dueMin)) next = c;
    if (!next) break;
    const now = next.dueMin;
    const day = Math.floor(now / DAY_MIN);
    // "Otimizar com o meu histórico" once the log is big enough: fitted on the answers of the days before today.
    // "Otimizar com o meu histórico" once the log is big enough, fitted on the answers of the days before today, and
    // again every REFIT_DAYS (a learner who presses it once a month).
    const due = fittedOnDay === null ? reviews >= FSRS_MIN_REVIEWS : day >= lastFitDay + REFIT_DAYS;
    if (variant.scheduler === 'fsrs' && variant.optimise && due && (log.at(-1)?.dia ?? '') < dayString(day * DAY_MIN)) {
      const sorted = [...log].sort((a, b) => a.flashcard_id - b.flashcard_id);
      weights = await optimizeFsrsParameters(reviewHistories(sorted).histories);
      fittedOnDay ??= day;
      lastFitDay = day;
    }
    const elapsedDays = (now - next.lastMin) / DAY_MIN;
    const p = next.reviews === 0 ? 0 : Math.pow(0.9, elapsedDays / next.s);
    const recalled = next.reviews > 0 && rnd() < p;
    const resposta: Resposta = !recalled ? 'errei' : p >= 0.85 ? 'acerto' : p >= 0.6 ? 'ok' : 'dificil';
    if (next.reviews === 0) next.s = 0.4 / next.d;
    else if (recalled) next.s *= 1 + (3 / next.d) * Math.pow(next.s, -0.2) * (Math.exp(2 * (1 - p)) - 1);
    else next.s = Math.max(0.05, next.s * 0.25);
    let minutes: number;
    if (variant.scheduler === 'tabela') {
      next.nivel = nextLevel(next.nivel, resposta);
      minutes = intervalMinutes(resposta, next.nivel);
    } else {
      const r = fsrsNext(next.fsrs, resposta, new Date(START + now * 60_000), variant.retention, weights);
      next.fsrs = r.fsrs;
      minutes = r.minutes;
    }
    log.push({ flashcard_id: next.id, resposta, dia: dayString(now), revisoes_antes: next.reviews });
    next.reviews += 1;
    reviews += 1;
    next.lastMin = now;
    next.dueMin = now + minutes;
  }
  const recallAtEnd = deck.reduce((sum, c) => sum + Math.pow(0.9, (end - c.lastMin) / DAY_MIN / c.s), 0) / cards;
  return { reviews, reviewsPerCard: reviews / cards, recallAtEnd, reviewsPerRemembered: reviews / (recallAtEnd * cards), fittedOnDay };
}

/** The desired retentions the product accepts that the comparison at matched recall walks through. */
const RETENTIONS = [0.9, 0.93, 0.95, 0.97] as const;

export interface FlashcardsSimResult {
  learners: number;
  cardsPerLearner: number;
  days: number;
  tabela: SchedulerOutcome;
  /** FSRS 0.90 with FSRS-6's default weights all year (what the previous bench measured). */
  fsrsDefault: SchedulerOutcome;
  /** FSRS with the optimiser, per desired retention, from 0.90 up to the first that reaches the table's recall. */
  fsrs: Record<string, SchedulerOutcome>;
  /** FSRS 0.90 (optimised) reviews per remembered card ÷ the table's. */
  ratio: number;
  /** The lowest retention whose recall on day 365 reaches the table's, and its ratio; null when none does. */
  matched: { retention: number; ratio: number; reviewsPerCardRatio: number } | null;
}

export async function benchFlashcardsSimulation(options: { learners?: number; cards?: number; days?: number } = {}): Promise<FlashcardsSimResult> {
  const learners = options.learners ?? 10;
  const cards = options.cards ?? 300;
  const days = options.days ?? 365;
  const seeds = Array.from({ length: learners }, (_, l) => 1000 + l);
  const mean = (list: SchedulerOutcome[]): SchedulerOutcome => {
    const avg = (f: (o: SchedulerOutcome) => number) => list.reduce((s, o) => s + f(o), 0) / list.length;
    const fitted = list.map((o) => o.fittedOnDay).filter((d): d is number => d !== null && d !== undefined);
    return {
      reviews: avg((o) => o.reviews),
      reviewsPerCard: avg((o) => o.reviewsPerCard),
      recallAtEnd: avg((o) => o.recallAtEnd),
      reviewsPerRemembered: avg((o) => o.reviewsPerRemembered),
      fittedOnDay: fitted.length ? fitted.reduce((a, b) => a + b, 0) / fitted.length : null,
    };
  };
  const all = async (variant: Variant) => {
    const outcomes: SchedulerOutcome[] = [];
    for (const seed of seeds) outcomes.push(await simulate(variant, seed, cards, days));
    return mean(outcomes);
  };
  const tabela = await all({ scheduler: 'tabela' });
  const fsrsDefault = await all({ scheduler: 'fsrs', retention: 0.9, optimise: false });
  // Each optimised run fits a dozen times: higher retentions run only while the table's recall is not reached yet.
  const fsrs: Record<string, SchedulerOutcome> = {};
  let matched: FlashcardsSimResult['matched'] = null;
  for (const r of RETENTIONS) {
    const outcome = await all({ scheduler: 'fsrs', retention: r, optimise: true });
    fsrs[String(r)] = outcome;
    if (outcome.recallAtEnd >= tabela.recallAtEnd) {
      matched = {
        retention: r,
        ratio: outcome.reviewsPerRemembered / tabela.reviewsPerRemembered,
        reviewsPerCardRatio: outcome.reviewsPerCard / tabela.reviewsPerCard,
      };
      break;
    }
  }
  const ratio = fsrs['0.9']!.reviewsPerRemembered / tabela.reviewsPerRemembered;
  return { learners, cardsPerLearner: cards, days, tabela, fsrsDefault, fsrs, ratio, matched };
}

/** p95 of the statistics (all decks) for a learner with `rows` logged answers over two years, on Postgres. */
export async function benchFlashcardsStats(options: { rows?: number; runs?: number } = {}): Promise<{ rows: number; p50Ms: number; p95Ms: number }> {
  const rows = options.rows ?? 100_000;
  const runs = options.runs ?? 60;
  const db = await freshDatabase('fcstats');
  try {
    await migrateLatest(db.knex);
    const knex = db.knex;
    const [user] = await knex('users').insert({ username: 'Estudante', email: `fc-${randomUUID()}@bench.local`, password_hash: 'x', role: 'usuario' }).returning('id');
    const userId = Number((user as { id: number }).id);
    const [deck] = await knex('decks').insert({ user_id: userId, materia: 'M', assunto: 'A', autor: 'X', grupo: 'G', ano: 2026 }).returning('id');
    const deckId = Number((deck as { id: number }).id);
    await knex.raw(
      `insert into flashcards (deck_id, frente, verso, ordem, revisoes, proxima_revisao)
       select ?, 'F' || g, 'V' || g, g, 50, localtimestamp + (g % 60) * interval '1 day' from generate_series(1, 2000) as g`,
      [deckId],
    );
    await knex.raw(
      `insert into flashcard_revisoes (user_id, deck_id, flashcard_id, chave, resposta, agendador, respondido_em_local, nivel_antes,
         nivel_depois, estado_antes, proxima_revisao, intervalo_minutos, segundos_desde_anterior)
       select ?, ?, f.id, gen_random_uuid(), case when g % 7 = 0 then 'errei' else 'ok' end, 'tabela',
         localtimestamp - (g % 730) * interval '1 day', 1, 2, '{}'::jsonb, localtimestamp, (g % 90) * 1440, (g % 50) * 3600
       from generate_series(1, ?) as g join flashcards as f on f.deck_id = ? and f.ordem = g % 2000 + 1`,
      [userId, deckId, rows, deckId],
    );
    await knex.raw(
      `insert into flashcard_estudo_dias (user_id, deck_id, dia, revisoes, testes, lembradas)
       select user_id, deck_id, respondido_em_local::date, count(*), count(*) filter (where segundos_desde_anterior >= 43200),
         count(*) filter (where segundos_desde_anterior >= 43200 and resposta <> 'errei')
       from flashcard_revisoes group by 1, 2, 3`,
    );
    await knex.raw('analyze flashcard_revisoes');
    await knex.raw('analyze flashcard_estudo_dias');
    await knex.raw('analyze flashcards');
    const service = flashcardsService({ db: knex, tts: { speak: async () => ({ audioId: 'x' }) as never } });
    const actor = { id: userId, role: 'usuario' } as Parameters<typeof service.studyStats>[0];
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const t0 = performance.now();
      await service.studyStats(actor, undefined, undefined);
      times.push(performance.now() - t0);
    }
    return { rows, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
  } finally {
    await db.drop();
  }
}
