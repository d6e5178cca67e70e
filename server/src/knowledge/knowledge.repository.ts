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
}

const ARTICLE_COLUMNS = [
  'a.id',
  'a.slug',
  'a.titulo',
  'a.conteudo',
  'a.publicado',
  'a.versao',
  'a.atualizado_em',
  'u.username as atualizado_por_nome',
];

export function knowledgeRepository(db: Knex) {
  const articles = () => db('conhecimento_artigos as a').leftJoin('users as u', 'u.id', 'a.atualizado_por');
  return {
    /** Adds the shipped articles that are not there yet; an article staff already have is never touched. */
    async seed(rows: { slug: string; titulo: string; conteudo: string }[]): Promise<void> {
      if (rows.length > 0) await db('conhecimento_artigos').insert(rows).onConflict('slug').ignore();
    },

    /** Changes whenever an article is created, edited, published or unpublished (versions only grow, rows never go). */
    async revision(): Promise<string> {
      const row = await db('conhecimento_artigos').first(db.raw('count(*) as n'), db.raw('coalesce(sum(versao), 0) as v'));
      return `${row?.n ?? 0}:${row?.v ?? 0}`;
    },

    published: (): Promise<{ slug: string; conteudo: string }[]> =>
      db('conhecimento_artigos').where({ publicado: true }).orderBy('slug').select('slug', 'conteudo'),

    list: (): Promise<ArticleRow[]> => articles().orderBy('a.titulo').select(ARTICLE_COLUMNS),

    find: (id: number): Promise<ArticleRow | undefined> => articles().where('a.id', id).first(ARTICLE_COLUMNS),

    /** The row locked for an edit (inside the edit's transaction). */
    lock: (id: number): Promise<ArticleRow | undefined> =>
      db('conhecimento_artigos as a')
        .where('a.id', id)
        .forUpdate()
        .first(['a.id', 'a.slug', 'a.titulo', 'a.conteudo', 'a.publicado', 'a.versao', 'a.atualizado_em', db.raw('null as atualizado_por_nome')]),

    async slugTaken(slug: string): Promise<boolean> {
      return Boolean(await db('conhecimento_artigos').where({ slug }).first('id'));
    },

    async insert(row: { slug: string; titulo: string; conteudo: string; publicado: boolean; atualizado_por: number }): Promise<number> {
      const [created] = await db('conhecimento_artigos').insert(row).returning('id');
      return Number((created as { id: number }).id);
    },

    async update(id: number, row: { titulo: string; conteudo: string; publicado: boolean; versao: number; atualizado_por: number }) {
      await db('conhecimento_artigos').where({ id }).update({ ...row, atualizado_em: db.fn.now() });
    },

    async addHistory(row: {
      artigo_id: number;
      versao: number;
      titulo: string;
      conteudo: string;
      publicado: boolean;
      acao: KnowledgeHistoryEntry['acao'];
      editado_por: number;
    }): Promise<void> {
      await db('conhecimento_historico').insert(row);
    },

    history: (id: number) =>
      db('conhecimento_historico as h')
        .leftJoin('users as u', 'u.id', 'h.editado_por')
        .where('h.artigo_id', id)
        .orderBy('h.id', 'desc')
        .select<
          (Omit<KnowledgeHistoryEntry, 'editado_em'> & { editado_em: Date | string })[]
        >('h.id', 'h.versao', 'h.acao', 'h.titulo', 'h.conteudo', 'h.publicado', 'u.username as editado_por_nome', 'h.editado_em'),

    /** The unanswered questions no article resolves yet, newest first. */
    openGaps: (limit: number): Promise<{ id: number; pergunta: string; criado_em: Date | string }[]> =>
      db('assistente_encaminhamentos')
        .where({ motivo: 'unknown' })
        .whereNull('lacuna_resolvida_em')
        .orderBy('id', 'desc')
        .limit(limit)
        .select('id', 'pergunta', 'criado_em'),

    async resolveGaps(ids: number[], artigoId: number): Promise<void> {
      if (ids.length > 0)
        await db('assistente_encaminhamentos').whereIn('id', ids).update({ lacuna_resolvida_em: db.fn.now(), lacuna_artigo_id: artigoId });
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
