import type { Knex } from 'knex';
import type { StudyStats } from '@app/contracts';

/** Days until a scheduled interval counts as "maduro" (Anki's convention). */
const MATURE_DAYS = 21;
const FORECAST_DAYS = 30;

interface Scope {
  userId: number;
  deckId?: number;
  /** The learner's local date 'YYYY-MM-DD'. */
  today: string;
  /** The learner's local clock 'YYYY-MM-DD HH:mm:ss'. */
  now: string;
}

/** The statistics of the study page, each one SQL query on the review log or the cards. */
export function studyStatsRepository(db: Knex) {
  const cards = (scope: Scope) => {
    const q = db('flashcards as f').join('decks as d', 'd.id', 'f.deck_id').where('d.user_id', scope.userId);
    if (scope.deckId !== undefined) q.where('d.id', scope.deckId);
    return q;
  };

  return {
    /**
     * The user's study days (all decks, or one) from flashcard_estudo_dias, which each answer and undo keep up to
     * date: answers, recall tests (≥ 12 h after the card's previous answer) and how many of those were remembered.
     */
    async days(scope: Scope): Promise<Array<{ dia: string; revisoes: number; testes: number; lembradas: number }>> {
      const q = db('flashcard_estudo_dias as e').where('e.user_id', scope.userId);
      if (scope.deckId !== undefined) q.where('e.deck_id', scope.deckId);
      return q
        .groupBy('e.dia')
        .havingRaw('sum(e.revisoes) > 0')
        .orderBy('e.dia')
        .select(
          db.raw('e.dia::text as dia'),
          db.raw('sum(e.revisoes)::int as revisoes'),
          db.raw('sum(e.testes)::int as testes'),
          db.raw('sum(e.lembradas)::int as lembradas'),
        );
    },

    /** Cards due per local day over the next 30 days; overdue cards count today. */
    async forecast(scope: Scope): Promise<StudyStats['previsao']> {
      return cards(scope)
        .whereNotNull('f.proxima_revisao')
        .where('f.proxima_revisao', '<', db.raw('?::date + ?::int', [scope.today, FORECAST_DAYS]))
        .groupByRaw('1')
        .orderByRaw('1')
        .select(db.raw('greatest(f.proxima_revisao::date, ?::date)::text as dia', [scope.today]), db.raw('count(*)::int as cards'));
    },

    async dueToday(scope: Scope): Promise<number> {
      const row = await cards(scope)
        .where('f.proxima_revisao', '<', db.raw('?::date + 1', [scope.today]))
        .first(db.raw('count(*)::int as n'));
      return (row as { n: number } | undefined)?.n ?? 0;
    },

    /**
     * Cards by maturity, from the interval of each card's last answer in the log: new (never answered), learning
     * (under a day), young (under 21 days), mature. A card answered only before the log existed counts as learning.
     */
    async maturity(scope: Scope): Promise<StudyStats['maturidade']> {
      const row = await cards(scope)
        .joinRaw(
          `left join lateral (
             select r.intervalo_minutos as m from flashcard_revisoes as r
             where r.flashcard_id = f.id and r.desfeita_em is null order by r.id desc limit 1
           ) as last on true`,
        )
        .first(
          db.raw('(count(*) filter (where f.revisoes = 0))::int as novos'),
          db.raw('(count(*) filter (where f.revisoes > 0 and coalesce(last.m, 0) < 1440))::int as aprendendo'),
          db.raw('(count(*) filter (where f.revisoes > 0 and last.m >= 1440 and last.m < ?))::int as jovens', [MATURE_DAYS * 1440]),
          db.raw('(count(*) filter (where f.revisoes > 0 and last.m >= ?))::int as maduros', [MATURE_DAYS * 1440]),
        );
      const r = row as StudyStats['maturidade'] | undefined;
      return { novos: r?.novos ?? 0, aprendendo: r?.aprendendo ?? 0, jovens: r?.jovens ?? 0, maduros: r?.maduros ?? 0 };
    },
  };
}
