import crypto from 'node:crypto';
import type { RequestHandler, Request, Response } from 'express';
import { csrfSync } from 'csrf-sync';
import { CSRF_ERROR } from '@app/contracts';
import type { Config } from '../config.js';
import { HttpError } from './errors.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** Server-to-server callbacks that carry their own signature instead of a browser session. */
const CSRF_EXEMPT_PATHS = new Set(['/api/facebook/data-deletion']);
/** The one GET that hands a visitor without a session a (signed, unstored) token. */
const TOKEN_PATH = '/api/csrf';
// Mounted under /api, so req.path alone lacks the prefix.
const isExempt = (req: Request) => CSRF_EXEMPT_PATHS.has(req.baseUrl + req.path);

const { csrfSynchronisedProtection, generateToken } = csrfSync({
  getTokenFromRequest: (req) => {
    const header = req.headers[XSRF_HEADER];
    return typeof header === 'string' ? header : undefined;
  },
  skipCsrfProtection: (req) => isExempt(req as Request),
  errorConfig: { statusCode: 403, message: CSRF_ERROR, code: 'EBADCSRFTOKEN' },
});

/** How long an anonymous visitor's token is accepted (a page left open longer fetches a new one on its next POST). */
const ANONYMOUS_TOKEN_MS = 12 * 60 * 60 * 1000;

function signAnonymous(secret: string, issuedAt: string, nonce: string): string {
  return crypto.createHmac('sha256', secret).update(`xsrf-anonimo|${issuedAt}|${nonce}`).digest('base64url');
}

/** A new token for a visitor without a session: `a.<issued-at>.<nonce>.<HMAC>`, checked without any stored state. */
function newAnonymousToken(secret: string, now = Date.now()): string {
  const issuedAt = now.toString(36);
  const nonce = crypto.randomBytes(18).toString('base64url');
  return `a.${issuedAt}.${nonce}.${signAnonymous(secret, issuedAt, nonce)}`;
}

/** Whether `token` is one this server signed for an anonymous visitor, and still within its lifetime. */
function validAnonymousToken(secret: string, token: unknown, now = Date.now()): token is string {
  if (typeof token !== 'string' || token.length > 200) return false;
  const [kind, issuedAt, nonce, mac, ...rest] = token.split('.');
  if (kind !== 'a' || !issuedAt || !nonce || !mac || rest.length > 0) return false;
  const age = now - parseInt(issuedAt, 36);
  if (!(age >= -60_000 && age <= ANONYMOUS_TOKEN_MS)) return false;
  const expected = Buffer.from(signAnonymous(secret, issuedAt, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

function setXsrfCookie(config: Config, res: Response, token: string) {
  res.cookie(XSRF_COOKIE, token, {
    httpOnly: false,
    sameSite: 'lax',
    secure: config.secureCookies,
    domain: config.COOKIE_DOMAIN,
    path: '/',
  });
}

/** Copies the session's token into the readable cookie the browser echoes back (the client copies it into X-XSRF-TOKEN, client/src/lib/api-client.ts). */
export function issueCsrfToken(config: Config, req: Request, res: Response, overwrite = false): string {
  const token = generateToken(req, overwrite);
  setXsrfCookie(config, res, token);
  return token;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * 1. Reject cross-site state changes outright (Origin not ours, or Sec-Fetch-Site: cross-site).
 * 2. A session that holds a token (every logged-in one: login issues it): synchronizer token kept in the session,
 *    compared with the X-XSRF-TOKEN header. On safe requests its cookie is sent again when the browser lost it.
 * 3. A visitor without one: signed double submit, with no stored state (docs/security.md, "CSRF"). `GET /api/csrf`
 *    sets a token this server signed (HMAC with the session secret, 12-hour lifetime) in the readable cookie; a
 *    state-changing request must echo that same cookie in the header, and the token must verify. Another site can
 *    neither read the cookie nor send the header (no CORS), and an anonymous request costs no session row.
 */
export function csrfProtection(config: Config): RequestHandler {
  const allowed = new Set(config.allowedOrigins);
  const secret = config.sessionSecret;
  return (req, res, next) => {
    if (!SAFE_METHODS.has(req.method) && !isExempt(req)) {
      const origin = req.headers.origin;
      if (origin && !allowed.has(origin)) return next(new HttpError(403, 'Origem não permitida.'));
      if (req.headers['sec-fetch-site'] === 'cross-site') return next(new HttpError(403, 'Origem não permitida.'));
    }
    const sessionToken = req.session.csrfToken ?? undefined;
    const cookie: unknown = req.cookies?.[XSRF_COOKIE];
    if (SAFE_METHODS.has(req.method)) {
      if (sessionToken !== undefined) {
        if (cookie !== sessionToken) setXsrfCookie(config, res, sessionToken);
      } else if (req.baseUrl + req.path === TOKEN_PATH && !validAnonymousToken(secret, cookie)) {
        setXsrfCookie(config, res, newAnonymousToken(secret));
      }
      return next();
    }
    if (sessionToken === undefined) {
      if (isExempt(req)) return next();
      const header = req.headers[XSRF_HEADER];
      if (typeof header === 'string' && header === cookie && validAnonymousToken(secret, header)) return next();
      return next(new HttpError(403, CSRF_ERROR));
    }
    csrfSynchronisedProtection(req, res, (err?: unknown) => {
      if (err) return next(new HttpError(403, CSRF_ERROR));
      next();
    });
  };
}
