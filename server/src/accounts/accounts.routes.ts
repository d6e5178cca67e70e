import express, { type Request, type RequestHandler, type Response } from 'express';
import type { MeResponse, SessionRole, SessionUser } from '@app/contracts';
import type { AppContext } from '../context.js';
import { parse } from '../lib/validate.js';
import { createLimiter } from '../lib/rate-limit.js';
import { issueCsrfToken, XSRF_COOKIE } from '../lib/csrf.js';
import { clearCookieOptions, idleMsFor, sessionCookieName } from '../lib/session.js';
import { HttpError } from '../lib/errors.js';
import { actorOf, requireUser } from '../lib/auth.js';
import type { AccountsService } from './accounts.service.js';
import { loginSchema, profileSchema, registerSchema } from './accounts.schemas.js';
import { knownDeviceOf, rememberDevice } from './known-device.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}
function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}
/** Charges one request to a limiter from inside a route: false when it answered 429 (the budget is spent). */
async function withinBudget(limiter: RequestHandler, req: Request, res: Response): Promise<boolean> {
  let passed = false;
  await limiter(req, res, () => {
    passed = true;
  });
  return passed;
}

function destroy(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
}

export function accountsRouter(ctx: AppContext, service: AccountsService) {
  const router = express.Router();
  const limits = ctx.limits;

  const loginPerIp = createLimiter(ctx, {
    name: 'login-ip',
    windowMs: FIFTEEN_MINUTES,
    limit: limits.loginPerIp,
    message: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  });
  const registerPerIp = createLimiter(ctx, {
    name: 'register-ip',
    windowMs: 60 * 60 * 1000,
    limit: limits.registerPerIp,
    message: 'Muitos cadastros a partir desta rede. Tente novamente mais tarde.',
    // Admins creating staff accounts from the office are not anonymous sign-ups.
    skip: (req) => req.session?.role === 'admin',
  });

  const clearSessionCookies = (res: Response) => {
    const cookieOptions = clearCookieOptions(ctx.config);
    res.clearCookie(sessionCookieName(ctx.config), cookieOptions);
    res.clearCookie(XSRF_COOKIE, cookieOptions);
  };

  router.post('/register', registerPerIp, async (req, res) => {
    const input = parse(registerSchema, req.body);
    const { userId, role } = req.session;
    try {
      const user = await service.register(input, userId && role ? { id: userId, role } : undefined);
      res.status(201).json(user satisfies SessionUser);
    } catch (error) {
      // "Este e-mail já está cadastrado" tells whether an address has an account: each one is charged to the per-IP
      // login budget, so trying a list of addresses here costs what trying them at the login would (a 429 when spent).
      if (error instanceof HttpError && error.status === 409 && role !== 'admin' && !(await withinBudget(loginPerIp, req, res))) return;
      throw error;
    }
  });

  router.post('/login', loginPerIp, async (req, res) => {
    const input = parse(loginSchema, req.body);
    const device = knownDeviceOf(req, ctx.config);
    const login = await service.authenticate(input, device);
    const { user } = login;
    rememberDevice(res, ctx.config, user.id, device);
    // A new id at login: a session fixed by someone else before login is worthless afterwards.
    await regenerate(req);
    req.session.userId = user.id;
    req.session.role = user.role;
    req.session.loginAt = Date.now();
    req.session.accessVersion = login.accessVersion;
    req.session.cookie.maxAge = idleMsFor(user.role);
    issueCsrfToken(ctx.config, req, res, true);
    await save(req);
    try {
      await service.confirmLogin(login);
    } catch (error) {
      await destroy(req);
      clearSessionCookies(res);
      throw error;
    }
    res.json(user satisfies SessionUser);
  });

  router.post('/logout', async (req, res) => {
    await destroy(req);
    clearSessionCookies(res);
    res.json({ ok: true });
  });

  /** The session's user; a session whose account is gone is ended. */
  async function sessionUser(req: Request) {
    const { userId } = req.session;
    if (!userId) return null;
    const user = await service.currentUser(userId);
    if (user) return user;
    await destroy(req);
    return null;
  }

  router.get('/user', async (req, res) => {
    const user = await sessionUser(req);
    if (!user) throw new HttpError(401, 'Nenhuma sessão ativa.');
    res.json(user satisfies SessionUser);
  });

  // The client's probe on page load: a logged-out visitor is an answer, not a failed request in the console.
  router.get('/me', async (req, res) => {
    res.json({ user: await sessionUser(req) } satisfies MeResponse);
  });

  /** Hands out the CSRF cookie (the middleware does it on any GET); the client calls it before its first POST. */
  router.get('/csrf', (_req, res) => {
    res.json({ ok: true });
  });

  // Wrong current passwords cost a bcrypt each: a person gets a few tries, not a guessing loop.
  const profilePerUser = createLimiter(ctx, {
    name: 'profile-user',
    windowMs: FIFTEEN_MINUTES,
    limit: 20,
    key: (req) => `user:${req.session.userId}`,
    message: 'Muitas alterações em pouco tempo. Aguarde alguns minutos e tente novamente.',
  });

  router.put('/usuario/perfil', requireUser, profilePerUser, async (req, res) => {
    res.json((await service.updateProfile(actorOf(req), parse(profileSchema, req.body))) satisfies SessionUser);
  });

  router.get('/session', (req, res) => {
    const { userId, role } = req.session;
    if (!userId || !role) throw new HttpError(401, 'Nenhuma sessão ativa.');
    res.json({ id: userId, role } satisfies SessionRole);
  });

  return router;
}
