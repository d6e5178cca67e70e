import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** What the client build writes beside index.html for the app host's <head> (client/vite.app-head.ts). */
export const APP_HEAD_FILE = 'app-head.html';

/** Vite's output folder (client/vite.config.ts `build.assetsDir`): every name in it carries a content hash. */
export const BUILD_ASSETS_DIR = 'build';

/**
 * Serves the built SPA: hashed build files cached for a year, sent from their brotli or gzip twin written at build
 * time when the browser accepts it (no per-request compression of the same bundle), the owner's images
 * (client/public/assets, replaceable under the same name) for an hour, and index.html for any path the client
 * router owns. Missing build → a plain explanation instead of a 404 maze.
 */
export function staticClient(staticDir: string, appHostname: string): Router {
  const router = express.Router();
  const indexFile = path.join(staticDir, 'index.html');
  const appDocument = appHostDocument(indexFile, path.join(staticDir, APP_HEAD_FILE));
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
  const sendIndex: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text/plain; charset=utf-8').send('Cliente não compilado: rode `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (req.hostname === appHostname) {
      res.type('html').send(appDocument());
      return;
    }
    res.sendFile(indexFile);
  };
  router.use(sendIndex);
  return router;
}

/**
 * index.html with the app host's hints (session probe preload, the app core's modulepreloads; issue 20, point 3) at
 * the end of its <head>. Read again only when either file changes (a rebuild under a running server).
 */
function appHostDocument(indexFile: string, headFile: string): () => string {
  let cached: { key: string; html: string } | null = null;
  const stamp = (file: string) => {
    try {
      return String(fs.statSync(file).mtimeMs);
    } catch {
      return 'none';
    }
  };
  return () => {
    const key = `${stamp(indexFile)}:${stamp(headFile)}`;
    if (cached?.key !== key) {
      const html = fs.readFileSync(indexFile, 'utf8');
      const head = fs.existsSync(headFile) ? fs.readFileSync(headFile, 'utf8') : '';
      cached = { key, html: head && html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : html };
    }
    return cached.html;
  };
}
