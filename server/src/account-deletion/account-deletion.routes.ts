import express, { type Request } from 'express';
import type { AppContext } from '../context.js';
import { actorOf, requireUser } from '../lib/auth.js';
import { XSRF_COOKIE } from '../lib/csrf.js';
import { clearCookieOptions, sessionCookieName } from '../lib/session.js';
import { accountDeletionRepository } from './account-deletion.repository.js';
import { accountDeletionService } from './account-deletion.service.js';

function destroy(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
}

export function accountDeletionRouter(ctx: AppContext) {
  const router = express.Router();
  const service = accountDeletionService(accountDeletionRepository(ctx.db));

  router.delete('/usuario/excluir', requireUser, async (req, res) => {
    const actor = actorOf(req);
    await service.deleteOwnAccount(actor);
    // The session rows went with the user (foreign key cascade); this ends the in-memory one and the cookies,
    // and the sockets of every session the user had, on every instance.
    await destroy(req);
    ctx.realtime.endUser(actor.id);
    const cookieOptions = clearCookieOptions(ctx.config);
    res.clearCookie(sessionCookieName(ctx.config), cookieOptions);
    res.clearCookie(XSRF_COOKIE, cookieOptions);
    ctx.logger.info({ userId: actor.id }, 'account deleted by its owner');
    res.json({ ok: true });
  });

  return router;
}
