/**
 * Issue 16: synthetic learners studying for 365 days under the spec's table and under FSRS (0.90), and the statistics
 * endpoint's p95 for a learner with 100 000 logged answers.
 *
 * The learners' memory is a ground truth with known parameters, independent of both schedulers: each card has a
 * difficulty d ∈ [0.6, 1.6] and a stability S (days); recall after t days is p = 0.9^(t/S). A successful review at
 * recall probability p multiplies S by 1 + (3/d)·S^-0.2·(e^{2(1-p)} − 1) (the spacing effect: reviewing what is
 * still fresh barely helps); a failure leaves S·0.25 (at least 0.05 d). A new card starts at S = 0.4/d. Both
 * schedulers see the same learner and the same answer policy: forgot → errei; remembered with p ≥ 0.85 → acerto,
 * p ≥ 0.6 → ok, else dificil. This model is of the DSR family FSRS assumes, which favours FSRS: read the ratio as
 * "under a DSR-like learner", not as a field result.
 */
import { randomUUID } from 'node:crypto';
import { fsrsNext, intervalMinutes, nextLevel, type FsrsState, type Resposta } from '@app/contracts';
import { migrateLatest } from '@app/db';
import { flashcardsService } from '../server/src/flashcards/index.js';
import { percentile } from './lib/load.js';
import { freshDatabase } from './lib/server.js';

const DAY_MIN = 1440;

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
}

function simulate(scheduler: 'tabela' | 'fsrs', seed: number, cards: number, days: number, retention = 0.9): SchedulerOutcome {
  const rnd = mulberry32(seed);
  const start = Date.UTC(2026, 0, 1);
  const deck: SimCard[] = Array.from({ length: cards }, (_, i) => {
    const d = 0.6 + rnd();
    // Ten new cards a day, each first studied at 9:00 of its day.
    const first = Math.floor(i / 10) * DAY_MIN + 9 * 60;
    return { d, s: 0.4 / d, lastMin: first, dueMin: first, nivel: 0, fsrs: null, reviews: 0 };
  });
  const end = days * DAY_MIN;
  let reviews = 0;
  // Event loop: always the earliest due card next (a learner who studies whenever a card is due).
  for (;;) {
    let next: SimCard | undefined;
    for (const c of deck) if (c.dueMin < end && (!next || c.dueMin < next.dueMin)) next = c;
    if (!next) break;
    const now = next.dueMin;
    const elapsedDays = (now - next.lastMin) / DAY_MIN;
    const p = next.reviews === 0 ? 0 : Math.pow(0.9, elapsedDays / next.s);
    const recalled = next.reviews > 0 && rnd() < p;
    const resposta: Resposta = !recalled ? 'errei' : p >= 0.85 ? 'acerto' : p >= 0.6 ? 'ok' : 'dificil';
    if (next.reviews === 0) next.s = 0.4 / next.d;
    else if (recalled) next.s *= 1 + (3 / next.d) * Math.pow(next.s, -0.2) * (Math.exp(2 * (1 - p)) - 1);
    else next.s = Math.max(0.05, next.s * 0.25);
    let minutes: number;
    if (scheduler === 'tabela') {
      next.nivel = nextLevel(next.nivel, resposta);
      minutes = intervalMinutes(resposta, next.nivel);
    } else {
      const r = fsrsNext(next.fsrs, resposta, new Date(start + now * 60_000), retention);
      next.fsrs = r.fsrs;
      minutes = r.minutes;
    }
    next.reviews += 1;
    reviews += 1;
    next.lastMin = now;
    next.dueMin = now + minutes;
  }
  const recallAtEnd = deck.reduce((sum, c) => sum + Math.pow(0.9, (end - c.lastMin) / DAY_MIN / c.s), 0) / cards;
  return { reviews, reviewsPerCard: reviews / cards, recallAtEnd, reviewsPerRemembered: reviews / (recallAtEnd * cards) };
}

export interface FlashcardsSimResult {
  learners: number;
  cardsPerLearner: number;
  days: number;
  tabela: SchedulerOutcome;
  fsrs: SchedulerOutcome;
  /** FSRS at 0.95, for a comparison at (about) the table's recall. */
  fsrs95: SchedulerOutcome;
  /** FSRS's reviews per remembered card ÷ the table's (goal ≤ 0.85 with recall at least the table's). */
  ratio: number;
}

export function benchFlashcardsSimulation(options: { learners?: number; cards?: number; days?: number } = {}): FlashcardsSimResult {
  const learners = options.learners ?? 10;
  const cards = options.cards ?? 300;
  const days = options.days ?? 365;
  const total = { tabela: [] as SchedulerOutcome[], fsrs: [] as SchedulerOutcome[], fsrs95: [] as SchedulerOutcome[] };
  for (let l = 0; l < learners; l += 1) {
    total.tabela.push(simulate('tabela', 1000 + l, cards, days));
    total.fsrs.push(simulate('fsrs', 1000 + l, cards, days));
    total.fsrs95.push(simulate('fsrs', 1000 + l, cards, days, 0.95));
  }
  const mean = (list: SchedulerOutcome[]): SchedulerOutcome => {
    const avg = (f: (o: SchedulerOutcome) => number) => list.reduce((s, o) => s + f(o), 0) / list.length;
    return {
      reviews: avg((o) => o.reviews),
      reviewsPerCard: avg((o) => o.reviewsPerCard),
      recallAtEnd: avg((o) => o.recallAtEnd),
      reviewsPerRemembered: avg((o) => o.reviewsPerRemembered),
    };
  };
  const tabela = mean(total.tabela);
  const fsrs = mean(total.fsrs);
  return { learners, cardsPerLearner: cards, days, tabela, fsrs, fsrs95: mean(total.fsrs95), ratio: fsrs.reviewsPerRemembered / tabela.reviewsPerRemembered };
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
