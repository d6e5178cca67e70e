import {
  knowledgeArticleSchema,
  type CreateKnowledgeArticle,
  type KnowledgeArticle,
  type UpdateKnowledgeArticle,
} from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/conhecimento/artigos: a new article (`lacuna` resolves that group of unanswered questions into it). */
export async function createArticle(body: CreateKnowledgeArticle): Promise<KnowledgeArticle> {
  const { data } = await api.post('/api/conhecimento/artigos', body);
  return knowledgeArticleSchema.parse(data);
}

/** PUT /api/conhecimento/artigos/:id: a new version; a 409 when someone saved since `versao`. */
export async function updateArticle(id: number, body: UpdateKnowledgeArticle): Promise<KnowledgeArticle> {
  const { data } = await api.put(`/api/conhecimento/artigos/${id}`, body);
  return knowledgeArticleSchema.parse(data);
}

/** POST /api/conhecimento/artigos/:id/manter-texto: keep the staff's text and dismiss the newer shipped original. */
export async function keepOwnText(id: number): Promise<KnowledgeArticle> {
  const { data } = await api.post(`/api/conhecimento/artigos/${id}/manter-texto`, {});
  return knowledgeArticleSchema.parse(data);
}
