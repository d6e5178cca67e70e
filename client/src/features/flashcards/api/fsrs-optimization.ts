import { fsrsOptimizationStatusSchema, type FsrsOptimizationSource, type FsrsOptimizationStatus } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/decks/{id}/fsrs: the usable answers per source, the minimum, and the deck's current fit. */
export async function getFsrsStatus(deckId: number, signal?: AbortSignal): Promise<FsrsOptimizationStatus> {
  const { data } = await api.get(`/api/decks/${deckId}/fsrs`, { signal });
  return fsrsOptimizationStatusSchema.parse(data);
}

/** POST /api/decks/{id}/fsrs/otimizar: fits FSRS's weights on this deck's log or on all the learner's decks'. */
export async function optimizeFsrs(deckId: number, origem: FsrsOptimizationSource): Promise<FsrsOptimizationStatus> {
  const { data } = await api.post(`/api/decks/${deckId}/fsrs/otimizar`, { origem });
  return fsrsOptimizationStatusSchema.parse(data);
}

/** DELETE /api/decks/{id}/fsrs/parametros: back to FSRS-6's default weights. */
export async function resetFsrs(deckId: number): Promise<FsrsOptimizationStatus> {
  const { data } = await api.delete(`/api/decks/${deckId}/fsrs/parametros`);
  return fsrsOptimizationStatusSchema.parse(data);
}
