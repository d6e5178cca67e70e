import type { Knex } from 'knex';
import type { SiteContent } from '@app/contracts';

/** The stored row: the content plus the student photos, which only the shipped example sets today. */
export interface StoredSiteContent {
  dados: SiteContent & { assessorados?: string[] };
  exemplo: boolean;
  atualizado_em: Date;
}

export function siteContentRepository(db: Knex) {
  return {
    // An async function, not the query builder itself: a builder runs its query again each time it is awaited.
    async read(): Promise<StoredSiteContent | undefined> {
      return db('conteudo_site').where({ id: 1 }).first<StoredSiteContent | undefined>('dados', 'exemplo', 'atualizado_em');
    },

    async write(dados: StoredSiteContent['dados'], exemplo: boolean): Promise<StoredSiteContent> {
      const [row] = (await db('conteudo_site')
        .insert({ id: 1, dados: JSON.stringify(dados), exemplo, atualizado_em: db.fn.now() })
        .onConflict('id')
        .merge()
        .returning(['dados', 'exemplo', 'atualizado_em'])) as StoredSiteContent[];
      return row!;
    },
  };
}
