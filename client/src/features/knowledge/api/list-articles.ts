import { z } from 'zod';
import { knowledgeArticleSummarySchema, type KnowledgeArticleSummary } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/conhecimento/artigos (admin): every article, optionally only those mentioning `busca`. */
export async function listArticles(busca: string, signal?: AbortSignal): Promise<KnowledgeArticleSummary[]> {
  const query = busca.trim() ? `?busca=${encodeURIComponent(busca.trim())}` : '';
  const { data } = await api.get(`/api/conhecimento/artigos${query}`, { signal });
  return z.object({ artigos: z.array(knowledgeArticleSummarySchema) }).parse(data).artigos;
}
