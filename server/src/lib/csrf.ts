import type { RequestHandler, Request, Response } from 'express';
import { csrfSync } from 'csrf-sync';
import { CSRF_ERROR } from '@app/contracts';
import type { Config } from '../config.js';
import { HttpError } from './errors.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** Server-to-server callbacks that carry their own signature instead of a browser session. */
const CSRF_EXEMPT_PATHS = new Set(['/api/facebook/data-deletion']);
/** The one GET that may start a session (to hold a new token); any other cookieless GET stores nothing. */
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

/** Copies the session's token into the readable cookie the browser echoes back (the client copies it into X-XSRF-TOKEN, client/src/lib/api-client.ts). */
export function issueCsrfToken(config: Config, req: Request, res: Response, overwrite = false): string {
  const token = generateToken(req, overwrite);
  res.cookie(XSRF_COOKIE, token, {
    httpOnly: false,
    sameSite: 'lax',
    secure: config.secureCookies,
    domain: config.COOKIE_DOMAIN,
    path: '/',
  });
  return token;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * 1. Reject cross-site state changes outright (Origin not ours, or Sec-Fetch-Site: cross-site).
 * 2. Synchronizer token kept in the session, compared with the X-XSRF-TOKEN header.
 * 3. On safe requests, re-send the cookie of a session's existing token when the browser lost it; a new token
 *    (and so a stored session) only on `GET /api/csrf`, which the client calls before its first POST: a crawler's
 *    or attacker's cookieless GETs must not each leave a session row behind.
 */
export function csrfProtection(config: Config): RequestHandler {
  const allowed = new Set(config.allowedOrigins);
  return (req, res, next) => {
    if (!SAFE_METHODS.has(req.method) && !isExempt(req)) {
      const origin = req.headers.origin;
      if (origin && !allowed.has(origin)) return next(new HttpError(403, 'Origem não permitida.'));
      if (req.headers['sec-fetch-site'] === 'cross-site') return next(new HttpError(403, 'Origem não permitida.'));
    }
    if (SAFE_METHODS.has(req.method)) {
      const wanted = req.session.csrfToken !== undefined || req.baseUrl + req.path === TOKEN_PATH;
      if (wanted && (!req.session.csrfToken || req.cookies?.[XSRF_COOKIE] !== req.session.csrfToken)) {
        issueCsrfToken(config, req, res);
      }
      return next();
    }
    csrfSynchronisedProtection(req, res, (err?: unknown) => {
      if (err) return next(new HttpError(403, CSRF_ERROR));
      next();
    });
  };
}
