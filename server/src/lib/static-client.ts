import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and index.html
 * for any path the client router owns. Missing build → a plain explanation instead of a 404 maze.
 */
export function staticClient(staticDir: string): Router {
  const router = express.Router();
  const indexFile = path.join(staticDir, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(staticDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  router.use(express.static(staticDir, { index: false, maxAge: '1h' }));
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
