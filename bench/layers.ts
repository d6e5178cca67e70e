/**
 * The card read built up one layer at a time (docs/performance.md): each server below answers the same
 * `GET /api/flashcards/:deckId` with the same JSON, and each adds one layer of the real route to the one before it, so
 * the difference between two neighbours is what that layer costs. They run in the bench server's process, on its
 * database pool, beside the floor (bench/floor.ts) and the real app; bench/http-layers.ts measures them in turns.
 *
 * 1. `express`: the floor's read (cookie, session row, cards on one connection) inside one Express 5 route.
 * 2. `store`: the session row read by the app's session store (`PostgresSessionStore.get`: knex, its own pooled
 *    connection) instead of the floor's statement; the cards still come from the floor's statement, on a second one.
 * 3. `session`: + cookie-parser, the express-session middleware with the app's store and options, the absolute
 *    lifetime (what the middleware does around that same `get`); the cards still come from the floor's statement.
 * 4. `service`: + the domain's own service and repository (knex) behind `requireUser`.
 * 5. `apiStack`: + the rest of the /api stack as app.ts mounts it (body parsers, CSRF, no-store, the audit trail) and
 *    the flashcards router itself, with its other routes before this one.
 * 6. `headers`: + helmet with the app's CSP and compression, in front of everything, as app.ts does.
 * The real app adds the other 19 domain routers, the health and inbound-webhook routers before /api, and Socket.IO.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { Knex } from 'knex';
import type { SessionData } from 'express-session';
import type { Config } from '../server/src/config.js';
import type { App } from '../server/src/app.js';
import { browserSessionStack, securityHeaders } from '../server/src/app.js';
import type { Logger } from '../server/src/lib/logger.js';
import { actorOf, requireUser } from '../server/src/lib/auth.js';
import { errorHandler } from '../server/src/lib/errors.js';
import { createSessionMiddleware, enforceAbsoluteLifetime } from '../server/src/lib/session.js';
import { auditTrail } from '../server/src/audit/index.js';
import { flashcardsRouter } from '../server/src/flashcards/index.js';
import { floorCards, floorReader, sessionId, withClient } from './floor.js';

export const LAYERS = ['express', 'store', 'session', 'service', 'apiStack', 'headers'] as const;
export type LayerName = (typeof LAYERS)[number];

async function listen(handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function bareExpress(): express.Express {
  const app = express();
  // As app.ts: no ETag on JSON, no X-Powered-By.
  app.set('etag', false);
  app.disable('x-powered-by');
  return app;
}

export async function startLayerServers(deps: {
  config: Config;
  knex: Knex;
  logger: Logger;
  app: App;
}): Promise<{ ports: Record<LayerName, number>; close(): Promise<void> }> {
  const { config, knex, logger, app: real } = deps;
  const sessions = createSessionMiddleware(config, knex, logger);
  const deckId = (req: express.Request) => Number(req.params.deckId);
  const read = floorReader(knex, config.sessionSecret);

  const express1 = bareExpress();
  express1.get('/api/flashcards/:deckId', async (req, res) => {
    const answer = await read(req.headers.cookie, deckId(req));
    res.status(answer.status).json(answer.body);
  });

  const store2 = bareExpress();
  store2.get('/api/flashcards/:deckId', async (req, res) => {
    const sid = sessionId(req.headers.cookie, config.sessionSecret);
    const stored = await new Promise<SessionData | null | undefined>((resolve, reject) =>
      sid ? sessions.store.get(sid, (err, value) => (err ? reject(err) : resolve(value))) : resolve(null),
    );
    if (!stored?.userId) return void res.status(401).json({ error: 'Faça login para continuar.' });
    const cards = await withClient(knex, (client) => floorCards(client, deckId(req), stored.userId!));
    if (cards) res.json(cards);
    else res.status(404).json({ error: 'Deck não encontrado.' });
  });

  const withSession = (route: express.RequestHandler) => {
    const app = bareExpress();
    app.use(
      '/api',
      cookieParser(),
      sessions.middleware,
      enforceAbsoluteLifetime,
      express.Router().get('/flashcards/:deckId', requireUser, route),
    );
    app.use(errorHandler(logger, knex));
    return app;
  };
  const session3 = withSession(async (req, res) => {
    const cards = await withClient(knex, (client) => floorCards(client, deckId(req), actorOf(req).id));
    if (cards) res.json(cards);
    else res.status(404).json({ error: 'Deck não encontrado.' });
  });
  const service4 = withSession(async (req, res) => {
    res.json(await real.services.flashcards.listCards(actorOf(req), deckId(req)));
  });

  const apiStack = (headers: boolean) => {
    const app = bareExpress();
    if (headers) {
      app.use(securityHeaders(config));
      app.use(compression());
    }
    const api = express.Router();
    api.use(auditTrail(real.services.audit));
    api.use(flashcardsRouter(real.ctx, real.services.flashcards));
    app.use('/api', browserSessionStack(config, sessions.middleware), api);
    app.use(errorHandler(logger, knex));
    return app;
  };

  const servers = await Promise.all(
    [express1, store2, session3, service4, apiStack(false), apiStack(true)].map((app) => listen(app)),
  );
  const ports = Object.fromEntries(LAYERS.map((name, i) => [name, (servers[i]!.address() as AddressInfo).port])) as Record<
    LayerName,
    number
  >;
  return {
    ports,
    close: async () => {
      sessions.store.close();
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    },
  };
}
