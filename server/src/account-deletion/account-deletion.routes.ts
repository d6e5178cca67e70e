import express, { type Request } from 'express';
import type { AppContext } from '../context.js';
import { actorOf, requireUser } from '../lib/auth.js';
import { XSRF_COOKIE } from '../lib/csrf.js';
import { clearCookieOptions, sessionCookieName } from '../lib/session.js';
import type { AccountDeletionService } from './account-deletion.service.js';

function destroy(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
}

export function accountDeletionRouter(ctx: AppContext, service: AccountDeletionService) {
  const router = express.Router();

  router.delete('/usuario/excluir', requireUser, async (req, res) => {
    const actor = actorOf(req);
    await service.deleteOwnAccount(actor);
    // The session rows went with the user (foreign key cascade); this ends the in-memory one and the cookies.
    await destroy(req);
    const cookieOptions = clearCookieOptions(ctx.config);
    res.clearCookie(sessionCookieName(ctx.config), cookieOptions);
    res.clearCookie(XSRF_COOKIE, cookieOptions);
    res.json({ ok: true });
  });

  return router;
}
