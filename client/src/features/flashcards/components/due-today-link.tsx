import { Link } from 'react-router-dom';
import { DECKS_PATH } from '@/features/flashcards/hooks/use-deck-id';
import { useStudyStats } from '@/features/flashcards/hooks/use-study-stats';
import { dueTodayText } from '@/features/flashcards/logic/due-today';
import './due-today-link.css';

/** The panel home's reminder (issue 16, point 6): today's due cards across decks, linking to the decks to study them. */
export function DueTodayLink() {
  const { data: stats } = useStudyStats(null);
  if (!stats) return null;
  return (
    <p className="fc-due-today">
      <Link to={DECKS_PATH}>{dueTodayText(stats.para_hoje)}</Link>
    </p>
  );
}
