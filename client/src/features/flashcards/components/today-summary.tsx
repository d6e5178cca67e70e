import { Link } from 'react-router-dom';
import { DECKS_PATH } from '@/features/flashcards/hooks/use-deck-id';
import { useStudyStats } from '@/features/flashcards/hooks/use-study-stats';

/** The daily goal line of the decks page: cards due today across decks, the study streak, and the statistics. */
export function TodaySummary() {
  const { data: stats } = useStudyStats(null);
  return (
    <p className="fc-hint">
      {stats && (
        <>
          <strong>{stats.para_hoje === 1 ? '1 card para revisar hoje' : `${stats.para_hoje} cards para revisar hoje`}</strong>
          {' · '}
          {stats.sequencia_atual === 1 ? 'sequência de 1 dia' : `sequência de ${stats.sequencia_atual} dias`}
          {' · '}
        </>
      )}
      <Link to={`${DECKS_PATH}/estatisticas`}>Ver estatísticas</Link>
    </p>
  );
}
