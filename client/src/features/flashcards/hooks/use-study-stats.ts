import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getStudyStats } from '@/features/flashcards/api/get-study-stats';

/** The learner's statistics for every deck (null) or one deck, always read fresh. */
export function useStudyStats(deckId: number | null) {
  return useQuery({
    queryKey: [...queryKeys.flashcards.decks, 'estatisticas', deckId ?? 'todos'],
    queryFn: ({ signal }) => getStudyStats(deckId, new Date(), signal),
    refetchOnMount: 'always',
    meta: { errorMessage: '[flashcards] could not load the statistics:' },
  });
}
