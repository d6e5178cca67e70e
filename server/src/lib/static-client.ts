import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { hintsFor } from '@app/contracts/routes';

/** What the client build writes beside index.html for the app host's <head> (client/vite.app-head.ts). */
export const APP_HEAD_FILE = 'app-head.html';
/** Beside it: each screen's own preload tags (client/vite.app-head.ts), picked per path with contracts' route table. */
export const APP_SCREENS_FILE = 'app-screens.json';

/** Who is opening an app-host page: read from the page request's own session cookie, so its <head> fits them. */
export interface DocumentViewer {
  /** The middleware that reads a request's session (cookie parser, session store, lifetime check). */
  session: RequestHandler[];
  /** The signed-in visitor's role, or null for a visitor without a (live) session. */
  role(req: Request): Promise<string | null>;
}

/**
 * What the landing host's pages print from the database (the advisory's content), inlined in their document as a JSON
 * data block with this id: the banner and contacts are in the first paint, with no request after the code arrives.
 */
export const SITE_DATA_ID = 'site-content';

export interface LandingData {
  /** The public content as JSON, or null when it cannot be read (the page then asks the API itself). */
  json(): Promise<string | null>;
}

/**
 * How long a public page waits for the content before it is sent without it (the page then asks the API itself): a
 * database that hangs must not hold the landing.
 */
export const LANDING_DATA_WAIT_MS = 500;

function landingData(landing: LandingData): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), LANDING_DATA_WAIT_MS);
  });
  return Promise.race([landing.json().catch(() => null), late]).finally(() => clearTimeout(timer));
}

/** Vite's output folder (client/vite.config.ts `build.assetsDir`): every name in it carries a content hash. */
export const BUILD_ASSETS_DIR = 'build';

/**
 * Serves the built SPA: hashed build files cached for a year, sent from their brotli or gzip twin written at build
 * time when the browser accepts it (no per-request compression of the same bundle), the owner's images
 * (client/public/assets, replaceable under the same name) for an hour, and index.html for any path the client
 * router owns. Missing build → a plain explanation instead of a 404 maze.
 */
export function staticClient(staticDir: string, appHostname: string, viewer?: DocumentViewer, landing?: LandingData): Router {
  const router = express.Router();
  const indexFile = path.join(staticDir, 'index.html');
  const index = watchedText(indexFile);
  const appDocument = appHostDocument(indexFile, path.join(staticDir, APP_HEAD_FILE), path.join(staticDir, APP_SCREENS_FILE));
  router.use(
    `/${BUILD_ASSETS_DIR}`,
    expressStaticGzip(path.join(staticDir, BUILD_ASSETS_DIR), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '365d', index: false },
    }),
  );
  router.use(express.static(staticDir, { index: false, maxAge: '1h' }));
  // A missing file is a 404, not the SPA document.
  router.use([`/${BUILD_ASSETS_DIR}`, '/assets'], (_req, res) => {
    res.status(404).type('text/plain; charset=utf-8').send('Arquivo não encontrado.');
  });
  const isAppDocument = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && req.hostname === appHostname;
  // Only the app host's pages read the session: files were answered above, and the landing's page is the same for all.
  // A session that cannot be read (its store is down) makes an anonymous page, not an error page: the app asks again.
  for (const read of viewer?.session ?? []) {
    router.use((req, res, next) => (isAppDocument(req) ? read(req, res, () => next()) : next()));
  }
  const sendIndex: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text/plain; charset=utf-8').send('Cliente não compilado: rode `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (req.hostname === appHostname) {
      // A failed session read is an anonymous page: the hints only speed the page up, they never decide access.
      const role = viewer ? await viewer.role(req).catch(() => null) : null;
      res.vary('Cookie');
      res.type('html').send(appDocument(req.path, role));
      return;
    }
    if (!landing) {
      res.sendFile(indexFile);
      return;
    }
    // Same for every visitor, and sent with an ETag over the document: an unchanged page is a 304.
    const html = landingDocument(index() ?? '', await landingData(landing));
    res.setHeader('ETag', `"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type('html').send(html);
  };
  router.use(sendIndex);
  return router;
}

/**
 * index.html with the site's content as a JSON data block (never executed, so the CSP needs no exception). `<` is
 * escaped so no text can close the element early.
 */
export function landingDocument(html: string, json: string | null): string {
  if (json === null || !html.includes('</head>')) return html;
  const block = `<script id="${SITE_DATA_ID}" type="application/json">${json.replace(/</g, '\\u003c')}</script>\n`;
  return html.replace('</head>', () => `${block}</head>`);
}

/** A file's text, read again only when it changes (a rebuild under a running server); null when absent. */
export function watchedText(file: string): () => string | null {
  let cached: { stamp: number; text: string } | null = null;
  return () => {
    let stamp: number;
    try {
      stamp = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.stamp !== stamp) cached = { stamp, text: fs.readFileSync(file, 'utf8') };
    return cached.text;
  };
}

/**
 * index.html with the app host's hints at the end of its <head>: the session probe's preload, then
 * for a signed-in visitor the page's first GETs (contracts' route table; the app's identical fetches take these
 * answers), then the app core's modulepreloads for every page, then the code of the screens this path shows to this
 * visitor's role (without a session, every role's: for /admin, the dashboard and the tickets).
 */
function appHostDocument(indexFile: string, headFile: string, screensFile: string): (pathname: string, role: string | null) => string {
  const index = watchedText(indexFile);
  const head = watchedText(headFile);
  const screens = watchedText(screensFile);
  let parsed: { text: string; tags: Record<string, string[]> } | null = null;
  const screenTags = (): Record<string, string[]> => {
    const text = screens();
    if (!text) return {};
    if (parsed?.text !== text) {
      try {
        parsed = { text, tags: JSON.parse(text) as Record<string, string[]> };
      } catch {
        parsed = { text, tags: {} }; // a half-written build: the page still works, only without the screen hints
      }
    }
    return parsed.tags;
  };
  return (pathname, role) => {
    const html = index() ?? '';
    const tags = screenTags();
    const hints = hintsFor(pathname, role);
    const code = [...new Set(hints.screens.flatMap((screen) => tags[screen] ?? []))];
    // Data first after the session probe (the head's first line): on HTTP/1.1 the browser starts requests in document
    // order over six connections, and the data is what the page waits for last.
    const headText = head() ?? '';
    const afterProbe = headText.indexOf('\n') + 1;
    const [probe, rest] = [headText.slice(0, afterProbe), headText.slice(afterProbe)];
    const data = hints.gets.map((url) => `<link rel="preload" as="fetch" href="${url}" crossorigin="anonymous">\n`).join('');
    const block = `${probe}${data}${rest}${code.map((tag) => `${tag}\n`).join('')}`;
    return block && html.includes('</head>') ? html.replace('</head>', () => `${block}</head>`) : html;
  };
}
