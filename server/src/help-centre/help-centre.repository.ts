import type { Knex } from 'knex';
import type { StoredArticle } from './public-article.js';

/** Reads the knowledge articles staff published (never writes them: the knowledge domain owns that table) and keeps readers' votes. */
export function helpCentreRepository(db: Knex) {
  return {
    /** Changes whenever an article is created, edited, published or unpublished (versions only grow, rows never go). */
    async revision(): Promise<string> {
      const row = await db('conhecimento_artigos').first(db.raw('count(*) as n'), db.raw('coalesce(sum(versao), 0) as v'));
      return `${row?.n ?? 0}:${row?.v ?? 0}`;
    },

    /** One reader's 👍/👎 on a published article's page; false when no published article has that slug. */
    async rate(slug: string, util: boolean): Promise<boolean> {
      // One statement: an article unpublished a moment ago takes no vote.
      const result = await db.raw(
        'insert into duvidas_avaliacoes (slug, util) select slug, ? from conhecimento_artigos where slug = ? and publicado returning id',
        [util, slug],
      );
      const rows = (result as { rows?: unknown[] }).rows ?? [];
      return rows.length > 0;
    },

    published: (): Promise<StoredArticle[]> =>
      db('conhecimento_artigos').where({ publicado: true }).orderBy('titulo').select('slug', 'titulo', 'conteudo', 'atualizado_em'),
  };
}
