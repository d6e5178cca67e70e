import type { Knex } from 'knex';
import type { SiteContent } from '@app/contracts';

/** The stored row. Advisors saved before photos existed have no `foto` key; content saved before the banner has none. */
export interface StoredSiteContent {
  dados: Omit<SiteContent, 'assessorados' | 'banner'> & { assessorados?: string[]; banner?: SiteContent['banner'] };
  exemplo: boolean;
  atualizado_em: Date;
}

export interface StoredPhoto {
  conteudo: Buffer;
  mime: string;
  sha256: string;
}

export function siteContentRepository(db: Knex) {
  return {
    // An async function, not the query builder itself: a builder runs its query again each time it is awaited.
    async read(): Promise<StoredSiteContent | undefined> {
      return db('conteudo_site').where({ id: 1 }).first<StoredSiteContent | undefined>('dados', 'exemplo', 'atualizado_em');
    },

    async write(dados: SiteContent, exemplo: boolean): Promise<StoredSiteContent> {
      const [row] = (await db('conteudo_site')
        .insert({ id: 1, dados: JSON.stringify(dados), exemplo, atualizado_em: db.fn.now() })
        .onConflict('id')
        .merge()
        .returning(['dados', 'exemplo', 'atualizado_em'])) as StoredSiteContent[];
      return row!;
    },

    async insertPhoto(photo: {
      conteudo: Buffer;
      mime: string;
      largura: number;
      altura: number;
      sha256: string;
    }): Promise<number> {
      const [row] = (await db('fotos_site').insert(photo).returning('id')) as Array<{ id: number }>;
      return row!.id;
    },

    async readPhoto(id: number): Promise<StoredPhoto | undefined> {
      const row = await db('fotos_site')
        .where({ id })
        .first<(Omit<StoredPhoto, 'conteudo'> & { conteudo: Uint8Array }) | undefined>('conteudo', 'mime', 'sha256');
      // PGlite answers a bytea as a Uint8Array, pg as a Buffer: both become a Buffer here.
      return row && { ...row, conteudo: Buffer.from(row.conteudo.buffer, row.conteudo.byteOffset, row.conteudo.byteLength) };
    },

    /** Which of these photos exist. */
    async existingPhotos(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = (await db('fotos_site').whereIn('id', ids).select('id')) as Array<{ id: number }>;
      return new Set(rows.map((row) => Number(row.id)));
    },

    /** Deletes the photos no content uses any more, uploaded before `before` (later ones may await their save). */
    async deleteUnusedPhotos(used: readonly number[], before: Date): Promise<void> {
      await db('fotos_site')
        .where('criado_em', '<', before)
        .modify((query) => {
          if (used.length) void query.whereNotIn('id', used);
        })
        .delete();
    },
  };
}
