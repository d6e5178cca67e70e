import type { Knex } from 'knex';
import type { KnowledgeHistoryEntry } from '@app/contracts';

export interface ArticleRow {
  id: number;
  slug: string;
  titulo: string;
  conteudo: string;
  publicado: boolean;
  versao: number;
  atualizado_em: Date | string;
  atualizado_por_nome: string | null;
  semente_nova_conteudo: string | null;
  /** The public page's 👍 and 👎 ("Esta página ajudou?"); a count, as text on pg. */
  votos_util: number | string;
  votos_nao_util: number | string;
}

/** The row as an edit locks it: with the hashes of the shipped text it was seeded from and of a newer one. */
export type LockedRow = ArticleRow & { semente_hash: string | null; semente_nova_hash: string | null };

/** What the seed upgrade reads of a shipped article's row (locked). */
export type SeededRow = Pick<
  LockedRow,
  'id' | 'slug' | 'titulo' | 'conteudo' | 'publicado' | 'versao' | 'semente_hash' | 'semente_nova_hash'
> & {
  /** Staff created it or saved a text change (a 'criado'/'editado' history row): rows seeded before `semente_hash`. */
  staff_texto: boolean;
};

/** The article's text and version; its own columns add when it was saved, a locked one adds the seed's hashes. */
const TEXT_COLUMNS = ['a.id', 'a.slug', 'a.titulo', 'a.conteudo', 'a.publicado', 'a.versao'];
/** The article's own columns; a listed article adds who last saved it. */
const OWN_COLUMNS = [...TEXT_COLUMNS, 'a.atualizado_em', 'a.semente_nova_conteudo'];
const ARTICLE_COLUMNS = [...OWN_COLUMNS, 'u.username as atualizado_por_nome'];

export function knowledgeRepository(db: Knex) {
  const articles = () => db('conhecimento_artigos as a').leftJoin('users as u', 'u.id', 'a.atualizado_por');
  // Readers' votes from the help centre's own table: counted here, per listed article, through its slug index.
  const votes = (util: boolean, as: string) =>
    db.raw(`(select count(*) from duvidas_avaliacoes v where v.slug = a.slug and v.util = ${util ? 'true' : 'false'}) as ??`, [as]);
  const listed = () => [...ARTICLE_COLUMNS, votes(true, 'votos_util'), votes(false, 'votos_nao_util')];
  return {
    /** Adds the shipped articles that are not there yet (with the hash of the text seeded); existing rows are untouched. */
    async seed(rows: { slug: string; titulo: string; conteudo: string; semente_hash: string }[]): Promise<void> {
      if (rows.length > 0) await db('conhecimento_artigos').insert(rows).onConflict('slug').ignore();
    },

    /** The shipped articles' rows, locked until the seed upgrade's transaction ends (a second instance waits here). */
    lockSeeded: (slugs: string[]): Promise<SeededRow[]> =>
      db('conhecimento_artigos as a')
        .whereIn('a.slug', slugs)
        .orderBy('a.id')
        .forUpdate()
        .select(
          ...TEXT_COLUMNS,
          'a.semente_hash',
          'a.semente_nova_hash',
          db.raw(
            `exists (select 1 from conhecimento_historico h where h.artigo_id = a.id and h.acao in ('criado', 'editado')) as staff_texto`,
          ),
        ),

    /** Replaces a text staff never changed with the shipped one (the system is the author: no user). */
    async applySeed(id: number, row: { titulo: string; conteudo: string; versao: number; semente_hash: string }) {
      await db('conhecimento_artigos')
        .where({ id })
        .update({
          ...row,
          atualizado_em: db.fn.now(),
          atualizado_por: null,
          semente_nova_conteudo: null,
          semente_nova_hash: null,
        });
    },

    /** Records (or clears, with null) a newer shipped text for an article staff changed; `semente_hash` moves only when given. */
    async markSeed(id: number, pending: { conteudo: string; hash: string } | null, semente_hash?: string) {
      await db('conhecimento_artigos')
        .where({ id })
        .update({
          semente_nova_conteudo: pending?.conteudo ?? null,
          semente_nova_hash: pending?.hash ?? null,
          ...(semente_hash === undefined ? {} : { semente_hash }),
        });
    },

    /** Changes whenever an article is created, edited, published or unpublished (versions only grow, rows never go). */
    async revision(): Promise<string> {
      const row = await db('conhecimento_artigos').first(db.raw('count(*) as n'), db.raw('coalesce(sum(versao), 0) as v'));
      return `${row?.n ?? 0}:${row?.v ?? 0}`;
    },

    published: (): Promise<{ slug: string; conteudo: string }[]> =>
      db('conhecimento_artigos').where({ publicado: true }).orderBy('slug').select('slug', 'conteudo'),

    list: (): Promise<ArticleRow[]> => articles().orderBy('a.titulo').select(listed()),

    find: (id: number): Promise<ArticleRow | undefined> => articles().where('a.id', id).first(listed()),

    /** The row locked for an edit (inside the edit's transaction). */
    lock: (id: number): Promise<LockedRow | undefined> =>
      db('conhecimento_artigos as a')
        .where('a.id', id)
        .forUpdate()
        .first([...OWN_COLUMNS, db.raw('null as atualizado_por_nome'), 'a.semente_hash', 'a.semente_nova_hash']) as Promise<
        LockedRow | undefined
      >,

    async slugTaken(slug: string): Promise<boolean> {
      return Boolean(await db('conhecimento_artigos').where({ slug }).first('id'));
    },

    async insert(row: {
      slug: string;
      titulo: string;
      conteudo: string;
      publicado: boolean;
      atualizado_por: number;
    }): Promise<number> {
      const [created] = await db('conhecimento_artigos').insert(row).returning('id');
      return Number((created as { id: number }).id);
    },

    async update(
      id: number,
      row: {
        titulo: string;
        conteudo: string;
        publicado: boolean;
        versao: number;
        atualizado_por: number;
        semente_hash?: string;
        semente_nova_conteudo?: null;
        semente_nova_hash?: null;
      },
    ) {
      await db('conhecimento_artigos')
        .where({ id })
        .update({ ...row, atualizado_em: db.fn.now() });
    },

    async addHistory(row: {
      artigo_id: number;
      versao: number;
      titulo: string;
      conteudo: string;
      publicado: boolean;
      acao: KnowledgeHistoryEntry['acao'];
      editado_por: number | null;
    }): Promise<void> {
      await db('conhecimento_historico').insert(row);
    },

    history: (id: number) =>
      db('conhecimento_historico as h')
        .leftJoin('users as u', 'u.id', 'h.editado_por')
        .where('h.artigo_id', id)
        .orderBy('h.id', 'desc')
        .select<(Omit<KnowledgeHistoryEntry, 'editado_em'> & { editado_em: Date | string })[]>(
          'h.id',
          'h.versao',
          'h.acao',
          'h.titulo',
          'h.conteudo',
          'h.publicado',
          'u.username as editado_por_nome',
          'h.editado_em',
        ),

    /** The unanswered questions no article resolves yet, newest first. */
    openGaps: (limit: number): Promise<{ id: number; pergunta: string; criado_em: Date | string }[]> =>
      db('assistente_encaminhamentos')
        .where({ motivo: 'unknown' })
        .whereNull('lacuna_resolvida_em')
        .orderBy('id', 'desc')
        .limit(limit)
        .select('id', 'pergunta', 'criado_em'),

    /** Replies people said did not answer them, not yet turned into a fact, newest first. */
    openMisses: (limit: number): Promise<{ id: number; pergunta: string; resposta: string | null; criado_em: Date | string }[]> =>
      db('assistente_encaminhamentos')
        .where({ motivo: 'miss' })
        .whereNull('lacuna_resolvida_em')
        .orderBy('id', 'desc')
        .limit(limit)
        .select('id', 'pergunta', 'resposta', 'criado_em'),

    openMiss: (id: number): Promise<{ id: number; pergunta: string } | undefined> =>
      db('assistente_encaminhamentos').where({ id, motivo: 'miss' }).whereNull('lacuna_resolvida_em').first('id', 'pergunta'),

    async resolveGaps(ids: number[], artigoId: number): Promise<void> {
      if (ids.length > 0)
        await db('assistente_encaminhamentos')
          .whereIn('id', ids)
          .update({ lacuna_resolvida_em: db.fn.now(), lacuna_artigo_id: artigoId });
    },

    attachedQuestions: async (artigoId: number): Promise<string[]> =>
      (
        await db('assistente_encaminhamentos')
          .where({ lacuna_artigo_id: artigoId })
          .orderBy('id', 'desc')
          .limit(50)
          .select<{ pergunta: string }[]>('pergunta')
      ).map((r) => r.pergunta),
  };
}
export type KnowledgeRepository = ReturnType<typeof knowledgeRepository>;
