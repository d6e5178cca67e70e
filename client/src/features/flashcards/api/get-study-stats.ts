import { studyStatsSchema, type StudyStats } from '@app/contracts';
import { api } from '@/lib/api-client';
import { toLocalDateTime } from '@/features/flashcards/scheduler/local-time';

/** GET /api/flashcards/estatisticas at the browser's local time, for every deck or one. */
export async function getStudyStats(deckId: number | null, now: Date = new Date(), signal?: AbortSignal): Promise<StudyStats> {
  const { data } = await api.get('/api/flashcards/estatisticas', {
    params: { agora: toLocalDateTime(now), ...(deckId ? { deckId } : {}) },
    signal,
  });
  return studyStatsSchema.parse(data);
}
