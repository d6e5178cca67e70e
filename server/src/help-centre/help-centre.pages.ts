import crypto from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import express, { type Request, type Response } from 'express';
import { HELP_PAGE_DATA_ID, HELP_SEARCH_MAX_CHARS } from '@app/contracts';
import { APP_SCREENS_FILE, watchedText } from '../lib/static-client.js';
import type { HelpCentreService } from './help-centre.service.js';
import { articleJsonLd, articleMarkup, articlePath, escapeHtml, indexMarkup, notFoundMarkup, scriptJson } from './page-markup.js';
import { inSiteFrame, type SiteChrome } from './site-chrome.js';

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
function documentOf(index: string, page: Page, screenTags: readonly string[], chrome: SiteChrome): string {
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
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${inSiteFrame(chrome, page.body)}</div>`);
}

/** A rendered document with its compressed twins, made once and sent as bytes to every request that asks for it. */
interface Rendered {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

function rendered(html: string, etag: string, brotliQuality: number): Rendered {
  const identity = Buffer.from(html);
  return {
    etag,
    identity,
    gzip: zlib.gzipSync(identity, { level: 9 }),
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  };
}

/** Brotli, then gzip, then none, as the request accepts (negotiated as the compression middleware does). */
function codingFor(req: Request): 'br' | 'gzip' | 'identity' {
  const coding = req.acceptsEncodings('br', 'gzip', 'identity');
  return coding === 'br' || coding === 'gzip' ? coding : 'identity';
}

function sendRendered(req: Request, res: Response, page: Rendered, status = 200) {
  const coding = codingFor(req);
  const body = page[coding];
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Vary', 'Accept-Encoding');
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The help centre's pages on the public host, rendered on the server in the site's frame with their head (title,
 * description, canonical, Open Graph, JSON-LD) and text, plus /sitemap.xml and /robots.txt. Mounted before the app's
 * compression and without the session: these public GETs are the same for everyone, so each page is rendered and
 * compressed once per revision of the articles and build, and a request costs the revision check and a write of bytes.
 * Each answer carries an ETag of that revision, so a browser or proxy revalidates with a 304 until staff change an article.
 */
export function helpCentrePages(
  service: HelpCentreService,
  options: { staticDir: string; appHostname: string; publicUrl: string; appUrl: string; siteName(): Promise<string> },
) {
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
  const chromeOf = async (): Promise<SiteChrome> => ({ siteName: await options.siteName(), loginHref: `${options.appUrl}/login` });

  const etagOf = (...parts: string[]) => `W/"${crypto.createHash('sha1').update(parts.join('\n')).digest('base64url').slice(0, 22)}"`;

  /** 304 when the visitor holds this revision of the page; otherwise the ETag goes out with the page. */
  function fresh(req: Request, res: Response, etag: string): boolean {
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'public, no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    const held = req.get('If-None-Match');
    if (held && held.split(',').some((tag) => tag.trim() === etag)) {
      res.status(304).end();
      return true;
    }
    return false;
  }

  // The last document rendered for each page, keyed by what it was made of (articles' revision, build, site name):
  // an unchanged page is sent from here as ready bytes. Bounded by the number of articles (searches are not kept).
  const built = new Map<string, { source: string; page: Rendered }>();

  async function send(req: Request, res: Response, page: () => Page, revision: string, key?: string) {
    const html = index();
    if (html === null) {
      res.status(503).type('text/plain; charset=utf-8').send('Cliente não compilado: rode `npm run build`.');
      return;
    }
    const chrome = await chromeOf();
    const source = `${revision}\n${chrome.siteName}\n${html}`;
    const kept = key ? built.get(key) : undefined;
    const etag = kept?.source === source ? kept.page.etag : etagOf(revision, chrome.siteName, html);
    if (fresh(req, res, etag)) return;
    if (kept?.source === source) return sendRendered(req, res, kept.page);
    const content = page();
    // A kept page is compressed hard once; a search answer, made for one request, is compressed fast.
    const made = rendered(documentOf(html, content, tagsOf(content.screen), chrome), etag, key ? 11 : 4);
    if (key) built.set(key, { source, page: made });
    sendRendered(req, res, made);
  }

  async function sendNotFound(req: Request, res: Response) {
    const html = index();
    res.setHeader('Cache-Control', 'no-cache');
    if (html === null) {
      res.status(404).type('text/plain; charset=utf-8').send('Artigo não encontrado.');
      return;
    }
    const page = { screen: 'help-article', title: `Artigo não encontrado${TITLE_SUFFIX}`, description: INDEX_DESCRIPTION, body: notFoundMarkup() };
    sendRendered(req, res, rendered(documentOf(html, page, tagsOf(page.screen), await chromeOf()), '', 4), 404);
  }

  router.get('/duvidas', async (req, res, next) => {
    if (!isPublic(req)) return next();
    const raw = typeof req.query.busca === 'string' ? req.query.busca.slice(0, HELP_SEARCH_MAX_CHARS).trim() : '';
    const { revision, body } = await service.list(raw);
    await send(
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
      await sendNotFound(req, res);
      return;
    }
    const url = absolute(articlePath(article.slug));
    await send(
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
    if (fresh(req, res, etagOf(snap.revision, options.publicUrl))) return;
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
