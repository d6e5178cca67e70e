/**
 * The public help centre (/duvidas): the published knowledge articles as anyone may read them. Only public fields
 * travel: no id, author, draft state or the assistant's keywords; sections with placeholders and internal sources are
 * left out on the server before anything is sent.
 */

/** Where the help centre lives on the public host. */
export const HELP_CENTRE_PATH = '/duvidas';

/** The longest search the help centre accepts (the box and the API alike). */
export const HELP_SEARCH_MAX_CHARS = 100;

export interface HelpSource {
  texto: string;
  /** An absolute http(s) address or a path on this site; null for a source without a link. */
  url: string | null;
}

/** One question of an article and its answer (the chat's limited Markdown). */
export interface HelpSection {
  pergunta: string;
  resposta: string;
  fontes: HelpSource[];
  /** The latest date its sources were checked (YYYY-MM-DD), or null when none says. */
  verificado_em: string | null;
}

/** GET /api/duvidas: one published article in the index. */
export interface HelpArticleSummary {
  slug: string;
  titulo: string;
  /** Plain text, at most 160 characters: the page's meta description and the index's teaser. */
  resumo: string;
  categoria: string;
  /** ISO 8601: when staff last saved it. */
  atualizado_em: string;
  perguntas: string[];
}

/** GET /api/duvidas/:slug. */
export interface HelpArticle extends HelpArticleSummary {
  secoes: HelpSection[];
}

export interface HelpArticleList {
  artigos: HelpArticleSummary[];
  /** The categories in display order (each article names one of them). */
  categorias: string[];
}
