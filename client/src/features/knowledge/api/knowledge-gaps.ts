import { z } from 'zod';
import {
  knowledgeArticleSchema,
  knowledgeGapSchema,
  type AttachKnowledgeGap,
  type KnowledgeArticle,
  type KnowledgeGap,
} from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/conhecimento/lacunas: unanswered questions grouped by similarity, most asked first. */
export async function listGaps(signal?: AbortSignal): Promise<KnowledgeGap[]> {
  const { data } = await api.get('/api/conhecimento/lacunas', { signal });
  return z.object({ lacunas: z.array(knowledgeGapSchema) }).parse(data).lacunas;
}

/** POST /api/conhecimento/lacunas/anexar: the group is answered by an existing article and leaves the list. */
export async function attachGap(body: AttachKnowledgeGap): Promise<KnowledgeArticle> {
  const { data } = await api.post('/api/conhecimento/lacunas/anexar', body);
  return knowledgeArticleSchema.parse(data);
}
