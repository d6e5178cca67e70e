import http from 'node:http';
import express from 'express';
import helmet from 'helmet';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { Knex } from 'knex';
import type { RedisClientType } from 'redis';
import type { Config } from './config.js';
import { limitsFrom, type AppContext, type Limits } from './context.js';
import type { Logger } from './lib/logger.js';
import { createSessionMiddleware, enforceAbsoluteLifetime, liveSessionIds } from './lib/session.js';
import { SESSION_ENDED } from './lib/session-store.js';
import { csrfProtection } from './lib/csrf.js';
import { errorHandler, notFoundApi } from './lib/errors.js';
import { createRealtime } from './lib/realtime.js';
import { staticClient } from './lib/static-client.js';
import type { Queue } from './lib/queue.js';
import { apiRouter, rootRouter, webhookRouter } from './routes.js';
import { buildServices, type Services } from './services.js';
import { jsonParsedBeforeAuth } from './marketing/index.js';
import { whatsappInboundRouter } from './whatsapp/index.js';
import { helpCentrePages } from './help-centre/index.js';

export interface AppDeps {
  db: Knex;
  logger: Logger;
  redis?: { client: RedisClientType; pub: RedisClientType; sub: RedisClientType };
  limits?: Partial<Limits>;
  /** Started pg-boss (start.ts starts it before listening; tests opt in). */
  queue?: Queue;
  /** Routes mounted before everything else (the benchmark's in-process baseline route). */
  beforeRoutes?: (app: express.Express) => void;
  /** How often sockets whose session expired are disconnected (default one minute; tests shorten it). */
  socketSweepMs?: number;
}

export interface App {
  app: express.Express;
  server: http.Server;
  ctx: AppContext;
  /** Every domain service, built once (services.ts). */
  services: Services;
  /** Stops sockets; the caller owns the database and Redis connections. */
  close(): Promise<void>;
}

/** Builds the whole HTTP + Socket.IO application without listening (tests and start.ts share it). */
export function createApp(config: Config, deps: AppDeps): App {
  const app = express();
  // API answers are Cache-Control: no-store, so Express's SHA-1 ETag of every JSON body (1.6 % of the server's CPU
  // under the read bench) buys nothing; audio sets its own ETag and static files get theirs from serve-static.
  app.set('etag', false);
  const server = http.createServer(app);
  if (config.TRUST_PROXY) app.set('trust proxy', /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY);
  app.disable('x-powered-by');
  deps.beforeRoutes?.(app);

  const sessions = createSessionMiddleware(config, deps.db, deps.logger);
  const realtime = createRealtime({
    httpServer: server,
    sessionMiddleware: sessions.middleware,
    allowedOrigins: config.allowedOrigins,
    logger: deps.logger,
    redis: deps.redis ? { pub: deps.redis.pub, sub: deps.redis.sub, prefix: config.REDIS_PREFIX } : undefined,
    liveSessions: (sids) => liveSessionIds(sessions.store, sids),
    sweepEveryMs: deps.socketSweepMs ?? 60_000,
  });
  // A session that ends (logout, login rotation, absolute expiry) takes its sockets with it, on every instance.
  sessions.store.on(SESSION_ENDED, (sid: string) => realtime.endSession(sid));
  const ctx: AppContext = {
    config,
    db: deps.db,
    logger: deps.logger,
    realtime,
    redis: deps.redis?.client,
    limits: { ...limitsFrom(config), ...deps.limits },
    queue: deps.queue,
  };
  const services = buildServices(ctx);

  app.use(securityHeaders(config));
  // The help centre's pages hold their text, head and the site's frame in the first answer (search engines, slow
  // phones). They are the same for every visitor: no session, and sent already compressed (before compression()).
  app.use(
    helpCentrePages(services.helpCentre, {
      staticDir: config.STATIC_DIR,
      appHostname: new URL(config.appUrl).hostname,
      publicUrl: config.publicUrl,
      appUrl: config.appUrl,
      siteName: async () => (await services.site.publicSite()).nome_assessoria,
    }),
  );
  app.use(compression());
  app.use(rootRouter(ctx));

  const sessionStack = browserSessionStack(config, sessions.middleware);
  // Meta's inbound webhook: no session, no CSRF, its own raw-body parser (the signature covers the exact bytes).
  app.use(whatsappInboundRouter(services.whatsappInbound));
  app.use('/api', sessionStack, apiRouter(ctx, services), notFoundApi);
  app.use('/webhook', sessionStack, webhookRouter(ctx, services), notFoundApi);

  // An app page's <head> fits its visitor (the role's screens and the page's first data): it reads the session the
  // way the API does, cookie and lifetime included, and the account the way /api/me does.
  app.use(
    staticClient(config.STATIC_DIR, new URL(config.appUrl).hostname, {
      session: [cookieParser(), sessions.middleware, enforceAbsoluteLifetime],
      role: async (req) => (req.session?.userId ? ((await services.accounts.currentUser(req.session.userId))?.role ?? null) : null),
    }, { json: async () => JSON.stringify(await services.site.publicSite()) }),
  );
  app.use(errorHandler(deps.logger, deps.db));

  return {
    app,
    server,
    ctx,
    services,
    close: async () => {
      sessions.store.close();
      await realtime.close();
    },
  };
}

/** helmet with the app's CSP (one policy for pages and API answers alike). */
export function securityHeaders(config: Config): express.RequestHandler {
  const cspOrigins = config.allowedOrigins.filter((origin) => !origin.includes('['));
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'data:', 'blob:'],
        // CSP source lists cannot spell an IPv6 literal ([::1]); a page served there is covered by 'self'.
        'connect-src': ["'self'", ...cspOrigins, ...cspOrigins.map((o) => o.replace(/^http/, 'ws'))],
        'font-src': ["'self'", 'data:'],
        // The installable panel: its service worker and manifest come from this origin only.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': config.appUrl.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: config.appUrl.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
  });
}

/** Everything a browser session talks to: parsers, session, CSRF, never cached (/api and /webhook). */
export function browserSessionStack(config: Config, sessionMiddleware: express.RequestHandler): express.Router {
  const stack = express.Router();
  stack.use(express.json({ limit: '100kb', type: jsonParsedBeforeAuth }));
  stack.use(express.urlencoded({ extended: false, limit: '100kb' }));
  stack.use(cookieParser());
  stack.use(sessionMiddleware);
  stack.use(enforceAbsoluteLifetime);
  stack.use(csrfProtection(config));
  stack.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  return stack;
}
