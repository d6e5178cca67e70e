import { z } from 'zod';
import { HELP_PAGE_DATA_ID, helpArticleListSchema, helpArticleSchema, type HelpArticle, type HelpArticleList } from '@app/contracts';

const indexData = z.object({ lista: helpArticleListSchema, busca: z.string() });
const articleData = z.object({ artigo: helpArticleSchema });

/** The JSON the server put in the page beside its text; null when absent or not what this page expects. */
function embedded<T>(schema: z.ZodType<T>, doc: Document): T | null {
  const text = doc.getElementById(HELP_PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The index's first list as the server rendered it (the page starts from it instead of asking again). */
export const embeddedIndex = (doc: Document = document): { lista: HelpArticleList; busca: string } | null => embedded(indexData, doc);

/** The article the server rendered, when it is the one this address names. */
export function embeddedArticle(slug: string, doc: Document = document): HelpArticle | null {
  const data = embedded(articleData, doc);
  return data?.artigo.slug === slug ? data.artigo : null;
}
