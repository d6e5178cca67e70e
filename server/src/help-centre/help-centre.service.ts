import type { Knex } from 'knex';
import type { AnswerSource, HelpArticle, HelpArticleList, HelpArticleSummary } from '@app/contracts';
import { HttpError } from '../lib/errors.js';
import { helpCentreRepository } from './help-centre.repository.js';
import { searchIndex, type SearchIndex } from './help-search.js';
import { HELP_CATEGORIES, OTHER_CATEGORY, publicArticle } from './public-article.js';

const NOT_FOUND = 'Artigo não encontrado.';

/** What one revision of the published articles yields: every page's data, built once and shared by all requests. */
export interface HelpSnapshot {
  /** Changes with every staff edit: the pages' and answers' ETag. */
  revision: string;
  list: HelpArticleList;
  bySlug: ReadonlyMap<string, HelpArticle>;
  index: SearchIndex;
  /** The newest save among the published articles (the sitemap's and the index's last change). */
  lastChange: string | null;
}

const summaryOf = ({ secoes: _secoes, ...summary }: HelpArticle): HelpArticleSummary => summary;

function snapshotOf(revision: string, rows: Awaited<ReturnType<ReturnType<typeof helpCentreRepository>['published']>>): HelpSnapshot {
  const parsed = rows.flatMap((row) => publicArticle(row) ?? []);
  const order = HELP_CATEGORIES.map((c) => c.nome);
  const artigos = parsed.map((p) => p.artigo);
  const used = new Set(artigos.map((a) => a.categoria));
  const categorias = [...order, OTHER_CATEGORY].filter((name) => used.has(name));
  return {
    revision,
    list: { artigos: artigos.map(summaryOf), categorias },
    bySlug: new Map(artigos.map((a) => [a.slug, a])),
    index: searchIndex(
      parsed.map(({ artigo, palavras }) => ({
        slug: artigo.slug,
        titulo: artigo.titulo,
        destaque: `${artigo.perguntas.join(' ')} ${palavras}`,
        texto: artigo.secoes.map((s) => s.resposta).join(' '),
      })),
    ),
    lastChange: artigos.reduce<string | null>((max, a) => (!max || a.atualizado_em > max ? a.atualizado_em : max), null),
  };
}

/**
 * The public help centre: the published articles, parsed once per revision of the table. Every request is answered
 * from a revision read after it arrived (one small aggregate, shared by the requests waiting for it), so an edit on
 * any instance behind the proxy shows on the next request everywhere, and nothing else is read until something changed.
 */
export function helpCentreService(deps: { db: Knex; ensureSeeded?: () => Promise<unknown> }) {
  const repo = helpCentreRepository(deps.db);
  let cached: HelpSnapshot | undefined;
  let building: { revision: string; promise: Promise<HelpSnapshot> } | undefined;

  // One revision query serves every request that arrived before it started: a request joins the query queued behind
  // the one in flight (never the one in flight, which may predate an edit committed just before the request came).
  // Each page still sees every edit committed before it was asked, on every instance, while fifty concurrent pages
  // cost a query or two instead of fifty.
  let inFlight: Promise<string> | undefined;
  let queued: Promise<string> | undefined;
  const startRevision = () => {
    const query = repo.revision();
    inFlight = query;
    const settle = () => {
      if (inFlight === query) inFlight = undefined;
    };
    query.then(settle, settle);
    return query;
  };
  function freshRevision(): Promise<string> {
    if (!inFlight) return startRevision();
    queued ??= inFlight.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      queued = undefined;
      return startRevision();
    });
    return queued;
  }

  async function snapshot(): Promise<HelpSnapshot> {
    await deps.ensureSeeded?.();
    const revision = await freshRevision();
    if (cached?.revision === revision) return cached;
    // Requests that see the same new revision share one read and parse.
    if (building?.revision !== revision) {
      const promise = repo.published().then((rows) => snapshotOf(revision, rows));
      building = { revision, promise };
      promise.then(
        (built) => {
          cached = built;
        },
        () => {
          if (building?.promise === promise) building = undefined;
        },
      );
    }
    return building.promise;
  }

  return {
    snapshot,

    async list(busca?: string): Promise<{ revision: string; body: HelpArticleList }> {
      const snap = await snapshot();
      if (!busca?.trim()) return { revision: snap.revision, body: snap.list };
      // Best match first: the answer's order is the ranking, not the categories'.
      const artigos = snap.index.search(busca).map((slug) => summaryOf(snap.bySlug.get(slug)!));
      return { revision: snap.revision, body: { artigos, categorias: snap.list.categorias } };
    },

    /** The public pages among these articles, once each, in their order: where an answer drawn from them links. */
    async readMore(slugs: readonly string[]): Promise<AnswerSource[]> {
      const snap = await snapshot();
      return [...new Set(slugs)].flatMap((slug) => {
        const found = snap.bySlug.get(slug);
        return found ? [{ slug: found.slug, titulo: found.titulo }] : [];
      });
    },

    /** A reader's answer to "Esta página ajudou?" on a published article's page. */
    async rate(slug: string, util: boolean): Promise<void> {
      if (!(await repo.rate(slug, util))) throw new HttpError(404, NOT_FOUND);
    },

    async article(slug: string): Promise<{ revision: string; body: HelpArticle }> {
      const snap = await snapshot();
      const found = snap.bySlug.get(slug);
      if (!found) throw new HttpError(404, NOT_FOUND);
      return { revision: snap.revision, body: found };
    },
  };
}
export type HelpCentreService = ReturnType<typeof helpCentreService>;
