import type { Knex } from 'knex';
import {
  KNOWLEDGE_ARTICLE_MAX_CHARS,
  type AttachKnowledgeGap,
  type CreateKnowledgeArticle,
  type KnowledgeArticle,
  type KnowledgeArticleSummary,
  type KnowledgeGap,
  type KnowledgeMiss,
  type KnowledgeHistoryEntry,
  type UpdateKnowledgeArticle,
} from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import { withTransaction } from '../lib/transaction.js';
import {
  KnowledgeBase,
  gapKey,
  groupUnanswered,
  parseKnowledgeFile,
  sectionsOf,
  shippedArticles,
  type KnowledgeSource,
} from '../ai/index.js';
import { knowledgeRepository, type ArticleRow } from './knowledge.repository.js';
import { textHash, upgradeSeed, type SeedOutcome, type ShippedArticle } from './knowledge.seed.js';

const NOT_FOUND = 'Artigo não encontrado.';
const STALE = 'Este artigo foi alterado por outra pessoa enquanto você editava. Recarregue a página para ver a versão atual.';
const NO_TITLE = 'Comece o artigo com um título na primeira linha, no formato "# Título".';
const NO_SECTION = 'Inclua ao menos uma pergunta com resposta, no formato "## Pergunta" seguido do texto da resposta.';
const TOO_LONG = `O artigo pode ter até ${KNOWLEDGE_ARTICLE_MAX_CHARS.toLocaleString('pt-BR')} caracteres.`;
const NO_NEW_SEED = 'Não há versão nova do texto original para este artigo.';
const MISS_NOT_FOUND = 'Essa resposta já foi corrigida ou não existe mais.';
const GAP_NOT_FOUND = 'Essa pergunta já foi resolvida ou não existe mais.';

/** The unanswered questions read to build the gap list, and the groups shown. */
const GAP_QUESTIONS_READ = 2000;
const GAP_GROUPS_SHOWN = 50;

const iso = (value: Date | string) => new Date(value).toISOString();
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function slugOf(title: string): string {
  const slug = folded(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'artigo';
}

/** The article's title (its `# heading`) once the markdown is one the assistant can answer from; a 400 otherwise. */
function checkedMarkdown(conteudo: string): { titulo: string; conteudo: string } {
  const text = conteudo.replace(/\r\n?/g, '\n').trim();
  if (text.length > KNOWLEDGE_ARTICLE_MAX_CHARS) throw new HttpError(400, TOO_LONG);
  const titulo = /^#[ \t]+(.+)$/m.exec(text)?.[1]?.trim();
  if (!titulo) throw new HttpError(400, NO_TITLE);
  if (titulo.length > 200) throw new HttpError(400, 'O título pode ter até 200 caracteres.');
  if (!parseKnowledgeFile('artigo', text).some((s) => s.title && s.body)) throw new HttpError(400, NO_SECTION);
  return { titulo, conteudo: text };
}

const summary = (row: ArticleRow): KnowledgeArticleSummary => ({
  id: row.id,
  slug: row.slug,
  titulo: row.titulo,
  publicado: row.publicado,
  versao: row.versao,
  atualizado_em: iso(row.atualizado_em),
  atualizado_por_nome: row.atualizado_por_nome,
  semente_nova: row.semente_nova_conteudo !== null,
  avaliacoes: { util: Number(row.votos_util), nao_util: Number(row.votos_nao_util) },
});

/**
 * The assistant's knowledge base as staff keep it: articles in the database (the shipped markdown seeds the ones
 * missing), edited by admins with an append-only history, and the content gap turned into articles.
 */
/** The markdown files this release ships, as the seed stores them. */
export const shippedKnowledge = (): ShippedArticle[] =>
  shippedArticles().map(({ slug, markdown }) => ({ slug, ...checkedMarkdown(markdown) }));

export function knowledgeService(deps: { db: Knex; shipped?: () => ShippedArticle[] }) {
  const repo = knowledgeRepository(deps.db);
  const shipped = deps.shipped ?? shippedKnowledge;

  let seeding: Promise<SeedOutcome> | undefined;
  /**
   * Once per process (its boot, at first use): the shipped articles missing are inserted, and corrected shipped texts
   * replace the ones staff never changed (see upgradeSeed).
   */
  function ensureSeeded(): Promise<SeedOutcome> {
    seeding ??= upgradeSeed(deps.db, shipped()).catch((error: unknown) => {
      seeding = undefined;
      throw error;
    });
    return seeding;
  }

  let indexed: { revision: string; kb: KnowledgeBase } | undefined;
  /** The published articles, indexed again only when the revision changed (one small query per question). */
  const source: KnowledgeSource = {
    async current() {
      await ensureSeeded();
      const revision = await repo.revision();
      if (indexed?.revision !== revision) {
        const rows = await repo.published();
        indexed = { revision, kb: new KnowledgeBase(sectionsOf(rows.map((r) => ({ slug: r.slug, markdown: r.conteudo })))) };
      }
      return indexed.kb;
    },
  };

  async function article(id: number): Promise<KnowledgeArticle> {
    const row = await repo.find(id);
    if (!row) throw new HttpError(404, NOT_FOUND);
    return {
      ...summary(row),
      conteudo: row.conteudo,
      perguntas_anexadas: await repo.attachedQuestions(id),
      semente_nova_conteudo: row.semente_nova_conteudo,
    };
  }

  /** The ids of the open questions of one gap group; a 404 when none is left. */
  async function gapIds(db: Knex, chave: string): Promise<number[]> {
    const ids = (await knowledgeRepository(db).openGaps(GAP_QUESTIONS_READ))
      .filter((q) => gapKey(q.pergunta) === chave)
      .map((q) => q.id);
    if (ids.length === 0) throw new HttpError(404, GAP_NOT_FOUND);
    return ids;
  }

  return {
    source,

    /** The boot's seed pass (also run before the first answer or list); exposed for the upgrade's tests. */
    seed: ensureSeeded,

    async list(busca?: string): Promise<KnowledgeArticleSummary[]> {
      await ensureSeeded();
      const wanted = busca ? folded(busca.trim()) : '';
      const rows = await repo.list();
      return rows.filter((r) => !wanted || folded(`${r.titulo}\n${r.conteudo}`).includes(wanted)).map(summary);
    },

    article,

    async history(id: number): Promise<KnowledgeHistoryEntry[]> {
      if (!(await repo.find(id))) throw new HttpError(404, NOT_FOUND);
      return (await repo.history(id)).map((h) => ({ ...h, id: Number(h.id), editado_em: iso(h.editado_em) }));
    },

    async create(actor: Actor, body: CreateKnowledgeArticle): Promise<KnowledgeArticle> {
      await ensureSeeded();
      const { titulo, conteudo } = checkedMarkdown(body.conteudo);
      const publicado = body.publicado ?? true;
      const id = await withTransaction(deps.db, async (trx) => {
        const tx = knowledgeRepository(trx);
        const ids = body.lacuna ? await gapIds(trx, body.lacuna) : [];
        const base = slugOf(titulo);
        let slug = base;
        for (let n = 2; await tx.slugTaken(slug); n++) slug = `${base}-${n}`;
        const created = await tx.insert({ slug, titulo, conteudo, publicado, atualizado_por: actor.id });
        await tx.addHistory({
          artigo_id: created,
          versao: 1,
          titulo,
          conteudo,
          publicado,
          acao: 'criado',
          editado_por: actor.id,
        });
        await tx.resolveGaps(ids, created);
        return created;
      });
      return article(id);
    },

    /** Saves a new version; the text it replaces goes to the history in the same transaction. */
    async update(actor: Actor, id: number, body: UpdateKnowledgeArticle): Promise<KnowledgeArticle> {
      const { titulo, conteudo } = checkedMarkdown(body.conteudo);
      await withTransaction(deps.db, async (trx) => {
        const tx = knowledgeRepository(trx);
        const current = await tx.lock(id);
        if (!current) throw new HttpError(404, NOT_FOUND);
        if (current.versao !== body.versao) throw new HttpError(409, STALE);
        const acao =
          current.publicado !== body.publicado && current.conteudo === conteudo
            ? body.publicado
              ? 'publicado'
              : 'despublicado'
            : 'editado';
        await tx.addHistory({
          artigo_id: id,
          versao: current.versao,
          titulo: current.titulo,
          conteudo: current.conteudo,
          publicado: current.publicado,
          acao,
          editado_por: actor.id,
        });
        // Saving the newer shipped text adopts it: the article counts as the seed's again, so later corrections apply.
        const adopted = current.semente_nova_hash !== null && textHash(conteudo) === current.semente_nova_hash;
        await tx.update(id, {
          titulo,
          conteudo,
          publicado: body.publicado,
          versao: current.versao + 1,
          atualizado_por: actor.id,
          ...(adopted ? { semente_hash: current.semente_nova_hash!, semente_nova_conteudo: null, semente_nova_hash: null } : {}),
        });
      });
      return article(id);
    },

    /** Staff keep their text: the newer shipped text is dismissed (until a release ships another one). */
    async keepOwnText(id: number): Promise<KnowledgeArticle> {
      await withTransaction(deps.db, async (trx) => {
        const tx = knowledgeRepository(trx);
        const current = await tx.lock(id);
        if (!current) throw new HttpError(404, NOT_FOUND);
        if (current.semente_nova_hash === null) throw new HttpError(409, NO_NEW_SEED);
        await tx.markSeed(id, null, current.semente_nova_hash);
      });
      return article(id);
    },

    /** Replies people said did not answer them ("Isso respondeu?" 👎), beside the gap. */
    async misses(): Promise<KnowledgeMiss[]> {
      return (await repo.openMisses(GAP_GROUPS_SHOWN)).map((m) => ({
        id: Number(m.id),
        pergunta: m.pergunta,
        resposta: m.resposta ?? '',
        criado_em: iso(m.criado_em),
      }));
    },

    /**
     * A staff correction in one step: the right answer becomes a new fact of the chosen article, as a section whose
     * question and phrasing are the words the person used, and the miss leaves the list linked to it.
     */
    async correctMiss(actor: Actor, id: number, body: { artigoId: number; resposta: string }): Promise<KnowledgeArticle> {
      await withTransaction(deps.db, async (trx) => {
        const tx = knowledgeRepository(trx);
        const miss = await tx.openMiss(id);
        if (!miss) throw new HttpError(404, MISS_NOT_FOUND);
        const current = await tx.lock(body.artigoId);
        if (!current) throw new HttpError(404, NOT_FOUND);
        const pergunta = miss.pergunta.replace(/\s+/g, ' ').replace(/^#+/, '').trim() || 'Pergunta de um interessado';
        const section = `\n\n## ${pergunta.slice(0, 200)}\nPalavras-chave: ${pergunta.replace(/[?!.]/g, '').slice(0, 300)}\n${body.resposta.trim()}\n`;
        const { titulo, conteudo } = checkedMarkdown(`${current.conteudo.trimEnd()}${section}`);
        await tx.addHistory({
          artigo_id: current.id,
          versao: current.versao,
          titulo: current.titulo,
          conteudo: current.conteudo,
          publicado: current.publicado,
          acao: 'editado',
          editado_por: actor.id,
        });
        await tx.update(current.id, {
          titulo,
          conteudo,
          publicado: current.publicado,
          versao: current.versao + 1,
          atualizado_por: actor.id,
        });
        await tx.resolveGaps([id], current.id);
      });
      return article(body.artigoId);
    },

    async gaps(): Promise<KnowledgeGap[]> {
      return groupUnanswered(await repo.openGaps(GAP_QUESTIONS_READ), GAP_GROUPS_SHOWN);
    },

    /** The group's questions are answered by an existing article: they leave the list, linked to it. */
    async attachGap(body: AttachKnowledgeGap): Promise<KnowledgeArticle> {
      await withTransaction(deps.db, async (trx) => {
        if (!(await knowledgeRepository(trx).find(body.artigoId))) throw new HttpError(404, NOT_FOUND);
        await knowledgeRepository(trx).resolveGaps(await gapIds(trx, body.chave), body.artigoId);
      });
      return article(body.artigoId);
    },
  };
}
export type KnowledgeService = ReturnType<typeof knowledgeService>;
