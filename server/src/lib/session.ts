import session, { type SessionData } from 'express-session';
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { ConnectSessionKnexStore } from 'connect-session-knex';
import type { Role } from '@app/contracts';
import type { Config } from '../config.js';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    role?: Role;
    /** When the login happened (ms): the absolute lifetime counts from here. */
    loginAt?: number;
  }
}

/** Idle timeouts (sliding) and absolute lifetimes. Staff get a short idle window; students stay in for a week. */
export const SESSION_POLICY = {
  anonymousIdleMs: 2 * 60 * 60 * 1000,
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

/** connect-session-knex, with `touch` throttled: express-session calls it on every request otherwise. */
class ThrottledTouchStore extends ConnectSessionKnexStore {
  private readonly lastTouch = new Map<string, number>();

  override async touch(sid: string, sess: SessionData, callback?: () => void): Promise<void> {
    const now = Date.now();
    const last = this.lastTouch.get(sid);
    if (last !== undefined && now - last < SESSION_POLICY.touchEveryMs) {
      callback?.();
      return;
    }
    this.remember(sid, now);
    try {
      await super.touch(sid, sess);
      callback?.();
    } catch (error) {
      (callback as ((err?: unknown) => void) | undefined)?.(error);
    }
  }

  override async set(sid: string, sess: SessionData, callback?: (err?: unknown) => void): Promise<void> {
    this.remember(sid, Date.now());
    return super.set(sid, sess, callback);
  }

  override async destroy(sid: string, callback?: (err?: unknown) => void): Promise<number> {
    this.lastTouch.delete(sid);
    return super.destroy(sid, callback);
  }

  private remember(sid: string, at: number) {
    this.lastTouch.set(sid, at);
    if (this.lastTouch.size > 50_000) {
      for (const [key, time] of this.lastTouch) {
        if (at - time >= SESSION_POLICY.touchEveryMs) this.lastTouch.delete(key);
      }
    }
  }
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

export function createSessionMiddleware(config: Config, knex: Knex): RequestHandler {
  const store = new ThrottledTouchStore({
    knex,
    tableName: 'sessions',
    createTable: false,
    cleanupInterval: config.NODE_ENV === 'test' ? 0 : 10 * 60 * 1000,
  });
  return session({
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
}

/** Ends sessions whose absolute lifetime is over, whatever their idle state: the request goes on anonymous. */
export const enforceAbsoluteLifetime: RequestHandler = (req, _res, next) => {
  const { session: s } = req;
  if (s?.userId && s.role && s.loginAt && Date.now() - s.loginAt > absoluteMsFor(s.role)) {
    // regenerate = destroy the stored session + start an empty one under a new id.
    s.regenerate((err) => next(err));
    return;
  }
  next();
};
