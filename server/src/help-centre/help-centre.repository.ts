import type { Knex } from 'knex';
import type { StoredArticle } from './public-article.js';

/** Reads the knowledge articles staff published; never writes (the knowledge domain owns the table). */
export function helpCentreRepository(db: Knex) {
  return {
    /** Changes whenever an article is created, edited, published or unpublished (versions only grow, rows never go). */
    async revision(): Promise<string> {
      const row = await db('conhecimento_artigos').first(db.raw('count(*) as n'), db.raw('coalesce(sum(versao), 0) as v'));
      return `${row?.n ?? 0}:${row?.v ?? 0}`;
    },

    published: (): Promise<StoredArticle[]> =>
      db('conhecimento_artigos').where({ publicado: true }).orderBy('titulo').select('slug', 'titulo', 'conteudo', 'atualizado_em'),
  };
}
