import { z } from 'zod';

/**
 * The public help centre (/duvidas): the published knowledge articles as anyone may read them. Only public fields
 * travel: no id, author, draft state or the assistant's keywords; sections with placeholders and internal sources are
 * left out on the server before anything is sent.
 */

/** Where the help centre lives on the public host. */
export const HELP_CENTRE_PATH = '/duvidas';

/** The longest search the help centre accepts (the box and the API alike). */
export const HELP_SEARCH_MAX_CHARS = 100;

export const helpSourceSchema = z.object({
  texto: z.string(),
  /** An absolute http(s) address or a path on this site; null for a source without a link. */
  url: z.string().nullable(),
});
export type HelpSource = z.infer<typeof helpSourceSchema>;

/** One question of an article and its answer (the chat's limited Markdown). */
export const helpSectionSchema = z.object({
  pergunta: z.string(),
  resposta: z.string(),
  fontes: z.array(helpSourceSchema),
  /** The latest date its sources were checked (YYYY-MM-DD), or null when none says. */
  verificado_em: z.string().nullable(),
});
export type HelpSection = z.infer<typeof helpSectionSchema>;

/** GET /api/duvidas: one published article in the index. */
export const helpArticleSummarySchema = z.object({
  slug: z.string(),
  titulo: z.string(),
  /** Plain text, at most 160 characters: the page's meta description and the index's teaser. */
  resumo: z.string(),
  categoria: z.string(),
  /** ISO 8601: when staff last saved it. */
  atualizado_em: z.string(),
  perguntas: z.array(z.string()),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

/** GET /api/duvidas/:slug. */
export const helpArticleSchema = helpArticleSummarySchema.extend({ secoes: z.array(helpSectionSchema) });
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** GET /api/duvidas (?busca= ranks the matches, best first). */
export const helpArticleListSchema = z.object({
  artigos: z.array(helpArticleSummarySchema),
  /** The categories in display order (each article names one of them). */
  categorias: z.array(z.string()),
});
export type HelpArticleList = z.infer<typeof helpArticleListSchema>;

/** The id of the JSON block in which the server hands a help page its data (the client renders from it, no fetch). */
export const HELP_PAGE_DATA_ID = 'dados-da-pagina';

/** POST /api/duvidas/:slug/avaliacao: "Esta página ajudou?" answered with 👍 (true) or 👎 (false), anonymously. */
export const helpRatingRequestSchema = z.object({ util: z.boolean({ message: 'Diga se a página ajudou.' }) });
export type HelpRatingRequest = z.infer<typeof helpRatingRequestSchema>;
