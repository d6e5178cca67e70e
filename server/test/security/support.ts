/**
 * What every security suite starts from: the app under test on its own database with a fake OpenAI, accounts
 * logged in through the real login, and the routes the app declares (found by walking its router, so a new route
 * cannot go untested).
 */
import type { Express } from 'express';
import type { Test } from 'supertest';
import type { AppDeps } from '../../src/app.js';
import { APP_ORIGIN, startTestApp, type TestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { loggedIn, type UserFactoryInput } from '../support/factories.js';
import { startFakeOpenAi } from '../support/fake-openai.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const MUTATING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RouteEntry {
  method: HttpMethod;
  /** Full path pattern as the router declares it, e.g. `/api/decks/:id`. */
  path: string;
}

export const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** The parts of an Express 5 / router@2 layer this walk reads. */
interface RouterLayer {
  name?: string;
  /** router@2 keeps the path each layer was mounted with (`app.use('/api', …)`) next to its compiled matchers. */
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle?: { stack?: RouterLayer[] };
}

/**
 * Every route reachable through a router stack, with its full path. Mount prefixes come from `layer.rawPath`
 * (router@2 keeps the string next to its matchers); a nested router mounted with anything but a string path
 * (a RegExp or an array) cannot be expanded faithfully, so it fails loudly instead of being skipped.
 */
export function routesOf(stack: RouterLayer[], prefix = ''): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const layer of stack) {
    if (layer.route) {
      if (typeof layer.route.path !== 'string')
        throw new Error(`Route with a non-string path under "${prefix}": ${String(layer.route.path)}`);
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (!on || method === '_all') continue;
        routes.push({ method: method.toUpperCase() as HttpMethod, path: `${prefix}${layer.route.path}` });
      }
      continue;
    }
    const nested = layer.handle?.stack;
    if (!Array.isArray(nested)) continue;
    if (typeof layer.rawPath !== 'string') {
      throw new Error(
        `Router "${layer.name}" under "${prefix}" is mounted on ${JSON.stringify(layer.rawPath)}: cannot derive its routes.`,
      );
    }
    routes.push(...routesOf(nested, prefix + (layer.rawPath === '/' ? '' : layer.rawPath)));
  }
  return routes;
}

/** The routes of a whole Express app (its lazily built `app.router`). */
export function appRoutes(app: Express): RouteEntry[] {
  const router = (app as unknown as { router: { stack: RouterLayer[] } }).router;
  return routesOf(router.stack);
}

export function routerRoutes(router: unknown, prefix = ''): RouteEntry[] {
  return routesOf((router as { stack: RouterLayer[] }).stack, prefix);
}

export interface SecurityApp extends TestApp {
  /** A new account of that kind, logged in through POST /api/login. */
  logIn(input?: UserFactoryInput): ReturnType<typeof loggedIn>;
  /** A client without a session that already holds a CSRF token. */
  anonymous(): Promise<TestClient>;
}

/**
 * The app on a fresh database, its AI and speech answered by a fake OpenAI. Every supertest request comes from
 * 127.0.0.1, so each suite raises the limits that would otherwise answer 429 in place of the rule under test.
 */
export async function startSecurityApp(options: {
  env?: Record<string, string>;
  limits: AppDeps['limits'];
}): Promise<SecurityApp> {
  const fake = await startFakeOpenAi();
  let t: TestApp;
  try {
    t = await startTestApp({
      env: { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl, ...options.env },
      deps: { limits: options.limits },
    });
  } catch (error) {
    await fake.close();
    throw error;
  }
  return {
    ...t,
    logIn: (input = {}) => loggedIn(t.app, t.db.knex, input),
    anonymous: () => new TestClient(t.app).prime(),
    stop: async () => {
      await t.stop();
      await fake.close();
    },
  };
}

/**
 * A bare supertest request with what the browser app adds (Origin, CSRF header), for bodies TestClient cannot send
 * (uploads, raw text, odd content types). Prime the client first.
 */
export function browserRequest(client: TestClient, method: 'post' | 'put' | 'patch' | 'delete', url: string): Test {
  return client.agent[method](url)
    .set('Origin', APP_ORIGIN)
    .set('X-XSRF-TOKEN', client.xsrf ?? '');
}
