import express, { type Request } from 'express';
import type { AppContext } from '../context.js';
import { actorOf, requireUser } from '../lib/auth.js';
import { XSRF_COOKIE } from '../lib/csrf.js';
import { createLimiter } from '../lib/rate-limit.js';
import { clearCookieOptions, sessionCookieName } from '../lib/session.js';
import { parse } from '../lib/validate.js';
import type { AccountDeletionService } from './account-deletion.service.js';
import { deleteAccountSchema, type DeleteAccountInput } from './account-deletion.schemas.js';

function destroy(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
}

export function accountDeletionRouter(ctx: AppContext, service: AccountDeletionService) {
  const router = express.Router();

  // Counts only refused answers; it runs after validation, so what it counts are wrong passwords (a bcrypt each).
  const wrongPasswordsPerUser = createLimiter(ctx, {
    name: 'account-deletion-user',
    windowMs: 15 * 60 * 1000,
    limit: ctx.limits.passwordChangeFailuresPerUser,
    key: (req) => `user:${req.session.userId}`,
    skipSuccessfulRequests: true,
    message: 'Muitas tentativas com a senha errada. Aguarde 15 minutos e tente novamente.',
  });

  router.delete(
    '/usuario/excluir',
    requireUser,
    (req, res, next) => {
      res.locals.deleteAccount = parse(deleteAccountSchema, req.body ?? {});
      next();
    },
    wrongPasswordsPerUser,
    async (req, res) => {
      await service.deleteOwnAccount(actorOf(req), res.locals.deleteAccount as DeleteAccountInput);
      // The session rows went with the user (foreign key cascade); this ends the in-memory one and the cookies.
      await destroy(req);
      const cookieOptions = clearCookieOptions(ctx.config);
      res.clearCookie(sessionCookieName(ctx.config), cookieOptions);
      res.clearCookie(XSRF_COOKIE, cookieOptions);
      res.json({ ok: true });
    },
  );

  return router;
}
