import { z } from 'zod';
import {
  knowledgeArticleSchema,
  knowledgeHistoryEntrySchema,
  type KnowledgeArticle,
  type KnowledgeHistoryEntry,
} from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/conhecimento/artigos/:id: the article with its markdown. */
export async function getArticle(id: number, signal?: AbortSignal): Promise<KnowledgeArticle> {
  const { data } = await api.get(`/api/conhecimento/artigos/${id}`, { signal });
  return knowledgeArticleSchema.parse(data);
}

/** GET /api/conhecimento/artigos/:id/historico: every change, newest first, with the text it replaced. */
export async function getArticleHistory(id: number, signal?: AbortSignal): Promise<KnowledgeHistoryEntry[]> {
  const { data } = await api.get(`/api/conhecimento/artigos/${id}/historico`, { signal });
  return z.object({ historico: z.array(knowledgeHistoryEntrySchema) }).parse(data).historico;
}
