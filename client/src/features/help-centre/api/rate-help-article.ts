import type { HelpRatingRequest } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/duvidas/:slug/avaliacao: "Esta página ajudou?" 👍 (true) or 👎 (false), anonymously. */
export async function rateHelpArticle(slug: string, util: HelpRatingRequest['util']): Promise<void> {
  await api.post(`/api/duvidas/${encodeURIComponent(slug)}/avaliacao`, { util });
}
