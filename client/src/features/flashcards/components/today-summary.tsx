import { Link } from 'react-router-dom';
import { DECKS_PATH } from '@/features/flashcards/hooks/use-deck-id';
import { useStudyStats } from '@/features/flashcards/hooks/use-study-stats';
import { dueTodayText } from '@/features/flashcards/logic/due-today';

/** The daily goal line of the decks page: cards due today across decks, the study streak, and the statistics. */
export function TodaySummary() {
  const { data: stats } = useStudyStats(null);
  return (
    <p className="fc-hint">
      {stats && (
        <>
          <strong>{dueTodayText(stats.para_hoje)}</strong>
          {' · '}
          {stats.sequencia_atual === 1 ? 'sequência de 1 dia' : `sequência de ${stats.sequencia_atual} dias`}
          {' · '}
        </>
      )}
      <Link to={`${DECKS_PATH}/estatisticas`}>Ver estatísticas</Link>
    </p>
  );
}
