import session, { type SessionData } from 'express-session';
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { Role } from '@app/contracts';
import type { Config } from '../config.js';
import type { Logger } from './logger.js';
import { PostgresSessionStore } from './session-store.js';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    role?: Role;
    /** When the login happened (ms): the absolute lifetime counts from here. */
    loginAt?: number;
    /** The account's access version at login (docs/security.md): a session behind the account's current one is over. */
    accessVersion?: number;
  }
}

/** Idle timeouts (sliding) and absolute lifetimes. Staff get a short idle window; students stay in for a week. */
export const SESSION_POLICY = {
  anonymousIdleMs: 60 * 60 * 1000,
  staffIdleMs: 30 * 60 * 1000,
  staffAbsoluteMs: 12 * 60 * 60 * 1000,
  studentIdleMs: 7 * 24 * 60 * 60 * 1000,
  studentAbsoluteMs: 30 * 24 * 60 * 60 * 1000,
  /** The store writes a new expiry at most this often per session, so a read costs one query. */
  touchEveryMs: 5 * 60 * 1000,
} as const;

export function idleMsFor(role: Role): number {
  return role === 'usuario' ? SESSION_POLICY.studentIdleMs : SESSION_POLICY.staffIdleMs;
}

export function absoluteMsFor(role: Role): number {
  return role === 'usuario' ? SESSION_POLICY.studentAbsoluteMs : SESSION_POLICY.staffAbsoluteMs;
}

export function sessionCookieName(config: Config): string {
  // __Host- binds the cookie to this exact host over HTTPS (no Domain attribute allowed).
  if (!config.secureCookies) return 'sid';
  return config.COOKIE_DOMAIN ? '__Secure-sid' : '__Host-sid';
}

/**
 * Options for clearing the session and XSRF cookies (logout, account deletion). They must match how the
 * cookies were set, and a browser ignores a Set-Cookie for a __Host-/__Secure- name that lacks Secure: without
 * it the deletion is dropped and the old cookie stays in the browser.
 */
export function clearCookieOptions(config: Config) {
  return { path: '/', domain: config.COOKIE_DOMAIN, secure: config.secureCookies, sameSite: 'lax' as const };
}

export interface SessionMiddleware {
  middleware: RequestHandler;
  store: PostgresSessionStore;
}

export function createSessionMiddleware(config: Config, knex: Knex, logger: Logger): SessionMiddleware {
  const store = new PostgresSessionStore(knex, {
    cleanupIntervalMs: config.NODE_ENV === 'test' ? 0 : 10 * 60 * 1000,
    touchEveryMs: SESSION_POLICY.touchEveryMs,
    logger,
  });
  const middleware = session({
    name: sessionCookieName(config),
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    // The cookie's expiry slides with each response; the stored expiry slides with the throttled touch.
    rolling: true,
    proxy: config.TRUST_PROXY ? true : undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      domain: config.COOKIE_DOMAIN,
      path: '/',
      maxAge: SESSION_POLICY.anonymousIdleMs,
    },
  });
  return { middleware, store };
}

/** Ends sessions whose absolute lifetime is over, whatever their idle state: the request goes on anonymous. */
export const enforceAbsoluteLifetime: RequestHandler = (req, _res, next) => {
  const { session: s } = req;
  if (s && pastAbsoluteLifetime(s)) {
    // regenerate = destroy the stored session + start an empty one under a new id.
    s.regenerate((err) => next(err));
    return;
  }
  next();
};

/** Whether a stored session is past its absolute lifetime (it ends at its next request, or at the socket sweep). */
export function pastAbsoluteLifetime(s: Pick<SessionData, 'userId' | 'role' | 'loginAt'>, now = Date.now()): boolean {
  return Boolean(s.userId && s.role && s.loginAt && now - s.loginAt > absoluteMsFor(s.role));
}

/** Of these session ids, those that still belong to a logged-in user within every lifetime. */
export async function liveSessionIds(store: PostgresSessionStore, sids: string[]): Promise<Set<string>> {
  const live = await store.findLive(sids);
  return new Set([...live].filter(([, s]) => s.userId && !pastAbsoluteLifetime(s)).map(([sid]) => sid));
}
