import { Link } from 'react-router-dom';
import { DECKS_PATH } from '@/features/flashcards/hooks/use-deck-id';
import { useStudyStats } from '@/features/flashcards/hooks/use-study-stats';
import { dueTodayText, hasCards } from '@/features/flashcards/logic/due-today';
import './due-today-link.css';

/**
 * The panel home's reminder: today's due cards across decks, linking to the decks to study them. Shown only to someone
 * who has cards: a prospect talking to the advisory, with no deck, sees the conversation alone.
 */
export function DueTodayLink() {
  const { data: stats } = useStudyStats(null);
  if (!stats || !hasCards(stats.maturidade)) return null;
  return (
    <p className="fc-due-today">
      <Link to={DECKS_PATH}>{dueTodayText(stats.para_hoje)}</Link>
    </p>
  );
}
