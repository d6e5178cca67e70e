import crypto from 'node:crypto';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import { HELP_PAGE_DATA_ID, HELP_SEARCH_MAX_CHARS } from '@app/contracts';
import { APP_SCREENS_FILE, watchedText } from '../lib/static-client.js';
import type { HelpCentreService } from './help-centre.service.js';
import { articleJsonLd, articleMarkup, articlePath, escapeHtml, indexMarkup, notFoundMarkup, scriptJson } from './page-markup.js';

const INDEX_TITLE = 'Dúvidas sobre medicina no Paraguai: custos, documentos, visto e revalidação';
const INDEX_DESCRIPTION =
  'Respostas da assessoria sobre estudar medicina no Paraguai: quanto custa, documentos e legalização, visto e residência, universidades e revalidação do diploma no Brasil.';
const TITLE_SUFFIX = ' | Dúvidas sobre medicina no Paraguai';

interface Page {
  /** The client screen that renders over the server's text (its code and CSS are preloaded with the document). */
  screen: string;
  title: string;
  description: string;
  canonical?: string;
  jsonLd?: unknown;
  body: string;
  data?: unknown;
}

/** index.html with the page's own head and its text inside #root (the client renders over it). */
function documentOf(index: string, page: Page, screenTags: readonly string[]): string {
  const head = [
    ...screenTags,
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    ...(page.canonical
      ? [
          `<link rel="canonical" href="${escapeHtml(page.canonical)}">`,
          `<meta property="og:type" content="article">`,
          `<meta property="og:title" content="${escapeHtml(page.title)}">`,
          `<meta property="og:description" content="${escapeHtml(page.description)}">`,
          `<meta property="og:url" content="${escapeHtml(page.canonical)}">`,
          `<meta property="og:locale" content="pt_BR">`,
        ]
      : ['<meta name="robots" content="noindex">']),
    ...(page.jsonLd ? [`<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>`] : []),
    ...(page.data ? [`<script type="application/json" id="${HELP_PAGE_DATA_ID}">${scriptJson(page.data)}</script>`] : []),
  ].join('\n');
  return index
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta name="description"[^>]*>\s*/i, '')
    .replace('</head>', () => `${head}\n</head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.body}</div>`);
}

/**
 * The help centre's pages on the public host, rendered on the server with their head (title, description,
 * canonical, Open Graph, JSON-LD) and text, plus /sitemap.xml and /robots.txt. Each answer carries an ETag made of the
 * articles' revision and the build, so a browser or proxy revalidates with a 304 until staff change an article.
 */
export function helpCentrePages(service: HelpCentreService, options: { staticDir: string; appHostname: string; publicUrl: string }) {
  const router = express.Router();
  const indexFile = path.join(options.staticDir, 'index.html');
  const index = watchedText(indexFile);
  const screensText = watchedText(path.join(options.staticDir, APP_SCREENS_FILE));
  /** The screen's preload and stylesheet tags from the build (none when the file is missing or half-written). */
  const tagsOf = (screen: string): string[] => {
    try {
      const tags = (JSON.parse(screensText() ?? '{}') as Record<string, unknown>)[screen];
      return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
    } catch {
      return [];
    }
  };
  const isPublic = (req: Request) => req.hostname !== options.appHostname;
  const absolute = (pathname: string) => `${options.publicUrl}${pathname}`;

  /** 304 when the visitor holds this revision of the page; otherwise the ETag goes out with the page. */
  function fresh(req: Request, res: Response, revision: string, build: string): boolean {
    const etag = `W/"${crypto.createHash('sha1').update(`${revision}\n${build}`).digest('base64url').slice(0, 22)}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'public, no-cache');
    res.vary('Accept-Encoding');
    const held = req.get('If-None-Match');
    if (held && held.split(',').some((tag) => tag.trim() === etag)) {
      res.status(304).end();
      return true;
    }
    return false;
  }

  // The last document built for each page, keyed by the revision and build it came from: an unchanged article is
  // sent from here, not rendered again per request. Bounded by the number of articles (searches are not kept).
  const built = new Map<string, { revision: string; build: string; html: string }>();

  function send(req: Request, res: Response, page: () => Page, revision: string, key?: string) {
    const html = index();
    if (html === null) {
      res.status(503).type('text/plain; charset=utf-8').send('Cliente não compilado: rode `npm run build`.');
      return;
    }
    if (fresh(req, res, revision, html)) return;
    const kept = key ? built.get(key) : undefined;
    if (kept && kept.revision === revision && kept.build === html) {
      res.type('html').send(kept.html);
      return;
    }
    const content = page();
    const document = documentOf(html, content, tagsOf(content.screen));
    if (key) built.set(key, { revision, build: html, html: document });
    res.type('html').send(document);
  }

  function sendNotFound(res: Response) {
    const html = index();
    res.setHeader('Cache-Control', 'no-cache');
    if (html === null) {
      res.status(404).type('text/plain; charset=utf-8').send('Artigo não encontrado.');
      return;
    }
    const page = { screen: 'help-article', title: `Artigo não encontrado${TITLE_SUFFIX}`, description: INDEX_DESCRIPTION, body: notFoundMarkup() };
    res.status(404).type('html').send(documentOf(html, page, tagsOf(page.screen)));
  }

  router.get('/duvidas', async (req, res, next) => {
    if (!isPublic(req)) return next();
    const raw = typeof req.query.busca === 'string' ? req.query.busca.slice(0, HELP_SEARCH_MAX_CHARS).trim() : '';
    const { revision, body } = await service.list(raw);
    send(
      req,
      res,
      () => ({
        screen: 'help-index',
        title: raw ? `Busca: ${raw}${TITLE_SUFFIX}` : INDEX_TITLE,
        description: INDEX_DESCRIPTION,
        // A search result is not a page of its own for search engines: it points at the index.
        canonical: absolute('/duvidas'),
        body: indexMarkup(body, raw),
        data: { lista: body, busca: raw },
      }),
      revision,
      raw ? undefined : '/duvidas',
    );
  });

  router.get('/duvidas/:slug', async (req, res, next) => {
    if (!isPublic(req)) return next();
    const snap = await service.snapshot();
    const article = snap.bySlug.get(req.params.slug);
    if (!article) {
      sendNotFound(res);
      return;
    }
    const url = absolute(articlePath(article.slug));
    send(
      req,
      res,
      () => ({
        screen: 'help-article',
        title: `${article.titulo}${TITLE_SUFFIX}`,
        description: article.resumo,
        canonical: url,
        jsonLd: articleJsonLd(article, url),
        body: articleMarkup(article),
        data: { artigo: article },
      }),
      snap.revision,
      article.slug,
    );
  });

  router.get('/sitemap.xml', async (req, res, next) => {
    if (!isPublic(req)) return next();
    const snap = await service.snapshot();
    if (fresh(req, res, snap.revision, options.publicUrl)) return;
    const url = (loc: string, lastmod: string | null) =>
      `<url><loc>${escapeHtml(absolute(loc))}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
    const urls = [
      url('/', null),
      url('/duvidas', snap.lastChange),
      ...snap.list.artigos.map((a) => url(articlePath(a.slug), a.atualizado_em)),
    ];
    res
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });

  router.get('/robots.txt', (req, res, next) => {
    if (!isPublic(req)) return next();
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain; charset=utf-8').send(`User-agent: *\nAllow: /\n\nSitemap: ${absolute('/sitemap.xml')}\n`);
  });

  return router;
}
