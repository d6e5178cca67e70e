import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Vite's output folder (client/vite.config.ts `build.assetsDir`): every name in it carries a content hash. */
export const BUILD_ASSETS_DIR = 'build';

/**
 * Serves the built SPA: hashed build files cached for a year, sent from their brotli or gzip twin written at build
 * time when the browser accepts it (no per-request compression of the same bundle), the owner's images
 * (client/public/assets, replaceable under the same name) for an hour, and index.html for any path the client
 * router owns. Missing build → a plain explanation instead of a 404 maze.
 */
export function staticClient(staticDir: string): Router {
  const router = express.Router();
  const indexFile = path.join(staticDir, 'index.html');
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
    res.sendFile(indexFile);
  };
  router.use(sendIndex);
  return router;
}
