import { helpArticleSchema, type HelpArticle } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/duvidas/:slug: one published article (a 404 for anything else). */
export async function getHelpArticle(slug: string, signal?: AbortSignal): Promise<HelpArticle> {
  const { data } = await api.get(`/api/duvidas/${encodeURIComponent(slug)}`, { signal });
  return helpArticleSchema.parse(data);
}
