import { helpArticleListSchema, type HelpArticleList } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/duvidas: the published articles; with a search, the matches best first. */
export async function listHelpArticles(busca: string, signal?: AbortSignal): Promise<HelpArticleList> {
  const { data } = await api.get('/api/duvidas', { params: { busca: busca.trim() || undefined }, signal });
  return helpArticleListSchema.parse(data);
}
