import { z } from 'zod';
import {
  knowledgeArticleSchema,
  knowledgeGapSchema,
  knowledgeMissSchema,
  type AttachKnowledgeGap,
  type KnowledgeArticle,
  type KnowledgeGap,
  type KnowledgeMiss,
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

/** GET /api/conhecimento/erros: replies a person said did not answer them, newest first. */
export async function listMisses(signal?: AbortSignal): Promise<KnowledgeMiss[]> {
  const { data } = await api.get('/api/conhecimento/erros', { signal });
  return z.object({ erros: z.array(knowledgeMissSchema) }).parse(data).erros;
}

/** POST /api/conhecimento/erros/{id}/correcao: the right answer becomes a new fact of the article; the miss leaves the list. */
export async function correctMiss(id: number, body: { artigoId: number; resposta: string }): Promise<KnowledgeArticle> {
  const { data } = await api.post(`/api/conhecimento/erros/${id}/correcao`, body);
  return knowledgeArticleSchema.parse(data);
}
