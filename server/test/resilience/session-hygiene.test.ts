import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { BrowserSession, type BrowserResponse } from '../support/browser-session.js';
import { appRoutes, MUTATING } from '../security/support.js';
import { SESSION_POLICY } from '../../src/lib/session.js';
import { newDeck } from './helpers.js';
import type { Role } from '@app/contracts';

const APP = 'https://app.example.test';
const PUBLIC = 'https://example.test';
const EVIL = 'https://evil.example';
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_URL: APP,
  PUBLIC_URL: PUBLIC,
  SESSION_SECRET: 'um-segredo-de-producao-com-mais-de-32-caracteres',
  // Behind the TLS-terminating proxy, as deployed: the app sees X-Forwarded-Proto: https.
  TRUST_PROXY: '1',
};
const CROSS_ORIGIN_ERROR = 'Origem não permitida.';
const CSRF_TOKEN_ERROR = 'Token CSRF ausente ou inválido. Recarregue a página.';
/**
 * Server-to-server callbacks, each authenticated by its own signature over the body (Facebook's signed_request,
 * Meta's X-Hub-Signature-256): the only state-changing routes without a browser session.
 */
const CSRF_EXEMPT = new Set(['POST /api/facebook/data-deletion', 'POST /webhook/whatsapp']);

let t: TestApp;
let base: string;

async function listen(app: TestApp): Promise<string> {
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  t = await startTestApp({ env: PRODUCTION });
  base = await listen(t);
});
afterAll(async () => {
  await t.stop();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A browser on the app's https origin (the proxy adds X-Forwarded-Proto). */
const browser = () => new BrowserSession(APP, { 'X-Forwarded-Proto': 'https' });

interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}
function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...rest] = header.split(';');
  const eq = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const part of rest) {
    const [key = '', ...value] = part.trim().split('=');
    attributes.set(key.toLowerCase(), value.join('='));
  }
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes };
}
function cookieNamed(res: BrowserResponse, name: string): SetCookie | undefined {
  return res.setCookies.map(parseSetCookie).find((c) => c.name === name);
}
/** express-session's cookie value is `s:<id>.<signature>`. */
const sessionId = (cookie: SetCookie) => /^s:([^.]+)\./.exec(decodeURIComponent(cookie.value))?.[1];
/** Seconds from now until the cookie expires (express-session writes Expires, not Max-Age). */
const lifetimeSeconds = (cookie: SetCookie) => (new Date(cookie.attributes.get('expires')!).getTime() - Date.now()) / 1000;

async function logIn(role: Role = 'usuario') {
  const user = await createUser(t.db.knex, { role });
  const tab = browser();
  const res = await tab.post(base, '/api/login', { email: user.email, password: DEFAULT_PASSWORD });
  expect(res.status).toBe(200);
  return { user, tab, res };
}

describe('session cookie in production (https app URL)', () => {
  it('when a page loads and then logs in, then only the login stores a session: its cookie is __Host-, HttpOnly, Secure, SameSite=Lax', async () => {
    const tab = browser();
    const page = await tab.get(base, '/api/csrf');
    // An anonymous visitor's token is signed, not stored: no session, no session cookie.
    expect(cookieNamed(page, '__Host-sid'), page.setCookies.join('\n')).toBeUndefined();
    // The CSRF cookie must be readable by the page's script, and is Secure and Lax as well.
    const xsrf = cookieNamed(page, 'XSRF-TOKEN')!;
    expect(xsrf.attributes.has('httponly')).toBe(false);
    expect(xsrf.attributes.has('secure')).toBe(true);
    expect(xsrf.attributes.get('samesite')).toBe('Lax');

    const user = await createUser(t.db.knex);
    const login = await tab.post(base, '/api/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(200);
    const logged = cookieNamed(login, '__Host-sid')!;
    expect([...logged.attributes.keys()].sort()).toEqual(['expires', 'httponly', 'path', 'samesite', 'secure']);
    expect(logged.attributes.get('path')).toBe('/');
    expect(logged.attributes.get('samesite')).toBe('Lax');
    expect(logged.attributes.has('domain')).toBe(false);
    expect(sessionId(logged)).toBeDefined();
    expect((await tab.get(base, '/api/session')).body).toMatchObject({ id: user.id });
  });

  it('when a tab that holds a session logs in again, then it gets a new id and the old cookie is worth nothing', async () => {
    const { tab, res } = await logIn();
    const first = cookieNamed(res, '__Host-sid')!;
    const oldCookie = tab.cookieHeader();
    const other = await createUser(t.db.knex);
    const again = await tab.post(base, '/api/login', { email: other.email, password: DEFAULT_PASSWORD });
    expect(again.status).toBe(200);
    const second = cookieNamed(again, '__Host-sid')!;
    expect(sessionId(second)).not.toBe(sessionId(first));
    // The earlier id is gone from the store: a cookie fixed before a login is worth nothing after it.
    expect(await t.db.knex('sessions').where({ sid: sessionId(first) }).first()).toBeUndefined();
    const replay = await fetch(`${base}/api/session`, { headers: { Cookie: oldCookie, 'X-Forwarded-Proto': 'https' } });
    expect(replay.status).toBe(401);
    expect((await tab.get(base, '/api/session')).body).toMatchObject({ id: other.id });
  });

  it('when COOKIE_DOMAIN is set, then the cookie is __Secure- with that domain (a __Host- cookie may not carry one)', async () => {
    const shared = await startTestApp({ env: { ...PRODUCTION, COOKIE_DOMAIN: '.example.test' }, db: t.db });
    try {
      const sharedBase = await listen(shared);
      const user = await createUser(t.db.knex);
      const res = await browser().post(sharedBase, '/api/login', { email: user.email, password: DEFAULT_PASSWORD });
      const cookie = cookieNamed(res, '__Secure-sid');
      expect(cookie, res.setCookies.join('\n')).toBeDefined();
      expect(cookie!.attributes.get('domain')).toMatch(/^\.?example\.test$/);
      expect(cookie!.attributes.has('secure') && cookie!.attributes.has('httponly')).toBe(true);
      expect(cookie!.attributes.get('samesite')).toBe('Lax');
      expect(cookieNamed(res, '__Host-sid')).toBeUndefined();
    } finally {
      await shared.close();
      await new Promise<void>((resolve) => shared.server.close(() => resolve()));
    }
  });

  it('when a user logs out, then the cookies are cleared with the attributes a browser needs to accept it', async () => {
    const { tab, user } = await logIn();
    const res = await tab.post(base, '/api/logout');
    expect(res.status).toBe(200);
    const cleared = cookieNamed(res, '__Host-sid');
    expect(cleared, res.setCookies.join('\n')).toBeDefined();
    expect(new Date(cleared!.attributes.get('expires')!).getTime()).toBeLessThan(Date.now());
    // Browsers drop a __Host- Set-Cookie without Secure and Path=/ (or with a Domain): the old cookie would stay.
    expect(cleared!.attributes.has('secure')).toBe(true);
    expect(cleared!.attributes.get('path')).toBe('/');
    expect(cleared!.attributes.has('domain')).toBe(false);
    expect(cookieNamed(res, 'XSRF-TOKEN')?.attributes.has('secure')).toBe(true);
    expect(await t.db.knex('sessions').whereRaw(`sess::jsonb ->> 'userId' = ?`, [String(user.id)])).toHaveLength(0);

    // Deleting one's account ends the session the same way.
    const leaving = await logIn();
    const deleted = await leaving.tab.request(base, 'DELETE', '/api/usuario/excluir', { senha: DEFAULT_PASSWORD });
    expect(deleted.status).toBe(200);
    const gone = cookieNamed(deleted, '__Host-sid');
    expect(gone?.attributes.has('secure') && gone.attributes.get('path') === '/' && !gone.attributes.has('domain')).toBe(true);
  });
});

describe('idle and absolute timeouts, with the clock moved forward', () => {
  // Only Date is faked: the server's and the store's notion of "now" move; timers and I/O stay real.
  const travelTo = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ms);
  };

  it('when each role logs in, then the cookie lasts its idle window (student 7 days, staff 30 minutes; an anonymous visitor gets none)', async () => {
    const student = await logIn('usuario');
    expect(lifetimeSeconds(cookieNamed(student.res, '__Host-sid')!)).toBeCloseTo(SESSION_POLICY.studentIdleMs / 1000, -1);
    const staff = await logIn('colaborador');
    expect(lifetimeSeconds(cookieNamed(staff.res, '__Host-sid')!)).toBeCloseTo(SESSION_POLICY.staffIdleMs / 1000, -1);
    const anonymous = await browser().get(base, '/api/csrf');
    expect(cookieNamed(anonymous, '__Host-sid')).toBeUndefined();
  });

  it('when staff keep working, then the 30-minute idle window slides; after 31 idle minutes the session is over', async () => {
    const { tab } = await logIn('admin');
    const start = Date.now();
    const minutes = (n: number) => start + n * 60_000;
    travelTo(minutes(29));
    const active = await tab.get(base, '/api/session');
    expect(active.status).toBe(200);
    // The cookie slides with the activity...
    expect(lifetimeSeconds(cookieNamed(active, '__Host-sid')!)).toBeCloseTo(SESSION_POLICY.staffIdleMs / 1000, -1);
    // ...and so does the stored expiry: 29 more minutes is 58 after login, past the first window, still in.
    travelTo(minutes(58));
    expect((await tab.get(base, '/api/session')).status).toBe(200);
    travelTo(minutes(58 + 31));
    expect((await tab.get(base, '/api/session')).status).toBe(401);
  });

  it('when a student stays active every few days, then the session still ends at its 30-day absolute lifetime', async () => {
    const { tab, user } = await logIn('usuario');
    const start = Date.now();
    const days = (n: number) => start + n * 24 * 60 * 60_000;
    for (const day of [6, 12, 18, 24, 29.9]) {
      travelTo(days(day));
      expect((await tab.get(base, '/api/session')).status, `dia ${day}`).toBe(200);
    }
    travelTo(days(30) + 60_000);
    expect((await tab.get(base, '/api/session')).status).toBe(401);
    expect(await t.db.knex('sessions').whereRaw(`sess::jsonb ->> 'userId' = ?`, [String(user.id)])).toHaveLength(0);
  });

  it('when staff stay active, then the session still ends at its 12-hour absolute lifetime', async () => {
    const { tab } = await logIn('colaborador');
    const start = Date.now();
    for (let minute = 25; minute < 12 * 60; minute += 25) {
      travelTo(start + minute * 60_000);
      expect((await tab.get(base, '/api/session')).status, `minuto ${minute}`).toBe(200);
    }
    travelTo(start + SESSION_POLICY.staffAbsoluteMs + 60_000);
    expect((await tab.get(base, '/api/session')).status).toBe(401);
  });
});

describe('cross-site requests and CSRF on every state-changing route', () => {
  const mutating = () => appRoutes(t.app).filter((r) => MUTATING.has(r.method));
  /** Route pattern → a concrete URL (ids that exist or not: the refusal must come before any handler). */
  const concrete = (path: string) => {
    if (/[*{}()]/.test(path)) throw new Error(`padrão de rota não previsto: ${path}`);
    return path.replace(/:[A-Za-z_]+/g, '1');
  };

  it('when walking the routers, then the state-changing routes are found (the walk itself works)', () => {
    const keys = mutating().map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBeGreaterThanOrEqual(15);
    for (const known of [
      'POST /api/login',
      'POST /api/chat/salvar',
      'DELETE /api/usuario/excluir',
      'POST /webhook/enviar-whatsapp',
    ]) {
      expect(keys).toContain(known);
    }
    for (const exempt of CSRF_EXEMPT) expect(keys).toContain(exempt);
  });

  it('when a logged-in admin session sends a cross-site or tokenless request to any of them, then it is refused with 403', async () => {
    const { tab } = await logIn('admin');
    // Another session's valid token: CSRF tokens are bound to their own session.
    const other = browser();
    await other.get(base, '/api/csrf');
    const problems: string[] = [];
    for (const route of mutating()) {
      const key = `${route.method} ${route.path}`;
      if (CSRF_EXEMPT.has(key)) continue;
      const url = concrete(route.path);
      const attempts: Array<[string, Record<string, string | undefined>, string]> = [
        ['Origin de outro site', { Origin: EVIL }, CROSS_ORIGIN_ERROR],
        ['Sec-Fetch-Site: cross-site sem Origin', { Origin: undefined, 'Sec-Fetch-Site': 'cross-site' }, CROSS_ORIGIN_ERROR],
        [
          'Origin de um subdomínio (same-site)',
          { Origin: 'https://blog.example.test', 'Sec-Fetch-Site': 'same-site' },
          CROSS_ORIGIN_ERROR,
        ],
        ['Origin: null (iframe isolado)', { Origin: 'null' }, CROSS_ORIGIN_ERROR],
        ['sem token CSRF', { 'X-XSRF-TOKEN': undefined }, CSRF_TOKEN_ERROR],
        ['token de outra sessão', { 'X-XSRF-TOKEN': other.xsrf }, CSRF_TOKEN_ERROR],
      ];
      for (const [label, headers, message] of attempts) {
        const res = await tab.request(base, route.method, url, {}, headers);
        if (res.status !== 403 || res.body.error !== message)
          problems.push(`${key} (${label}): ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(problems).toEqual([]);
    // The session survived every refusal and still works with its own token from its own origin.
    await newDeck(tab, base);
  });

  it('when the same requests come from the app with the session token, then none is refused by the CSRF layer', async () => {
    // Control: the refusals above come from the cross-site/CSRF checks, not from validation or roles. Each
    // route gets its own fresh admin session (logout and account deletion end theirs).
    const refused: string[] = [];
    for (const route of mutating()) {
      const { tab } = await logIn('admin');
      const res = await tab.request(base, route.method, concrete(route.path), {});
      if (res.body.error === CROSS_ORIGIN_ERROR || res.body.error === CSRF_TOKEN_ERROR)
        refused.push(`${route.method} ${route.path}`);
    }
    expect(refused).toEqual([]);
  });

  it("when Facebook's data-deletion callback arrives from another site without a token, then it is not refused as CSRF", async () => {
    const res = await browser().request(
      base,
      'POST',
      '/api/facebook/data-deletion',
      { signed_request: 'x.y' },
      { Origin: 'https://www.facebook.com', 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(res.body.error).not.toBe(CROSS_ORIGIN_ERROR);
    expect(res.body.error).not.toBe(CSRF_TOKEN_ERROR);
    expect(res.status).not.toBe(500);
  });
});

describe('Socket.IO handshake origin', () => {
  function handshake(cookie: string, origin: string) {
    const socket = io(base, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { Cookie: cookie, Origin: origin },
    });
    return new Promise<'connected' | 'refused'>((resolve) => {
      socket.once('connect', () => {
        socket.close();
        resolve('connected');
      });
      socket.once('connect_error', () => {
        socket.close();
        resolve('refused');
      });
    });
  }

  it('when a page of another site opens a socket with the logged-in cookie, then the handshake is refused; from the app it connects', async () => {
    const { tab } = await logIn('usuario');
    expect(await handshake(tab.cookieHeader(), EVIL)).toBe('refused');
    expect(await handshake(tab.cookieHeader(), 'null')).toBe('refused');
    expect(await handshake(tab.cookieHeader(), APP)).toBe('connected');
    expect(await handshake(tab.cookieHeader(), PUBLIC)).toBe('connected');
  });

  it('when an unsigned request reaches a signed webhook with a logged-in admin cookie, then the cookie grants nothing', async () => {
    // The exemption is safe only because the session plays no part there: a browser cookie is not a signature.
    const { tab } = await logIn('admin');
    const res = await tab.request(base, 'POST', '/webhook/whatsapp', { entry: [] }, { Origin: EVIL });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
