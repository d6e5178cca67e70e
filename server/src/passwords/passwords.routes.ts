import express from 'express';
import type { ForgotPasswordAnswer, PendingResets } from '@app/contracts';
import type { AppContext } from '../context.js';
import { actorOf, requireRole, requireUser } from '../lib/auth.js';
import { createLimiter } from '../lib/rate-limit.js';
import { idParam, parse } from '../lib/validate.js';
import type { PasswordsService } from './passwords.service.js';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetEmailKey,
  resetPasswordSchema,
  type ChangePasswordInput,
} from './passwords.schemas.js';

const HOUR = 60 * 60 * 1000;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

export function passwordsRouter(ctx: AppContext, service: PasswordsService) {
  const router = express.Router();

  const resetPerIp = createLimiter(ctx, {
    name: 'password-reset-ip',
    windowMs: HOUR,
    limit: ctx.limits.passwordResetPerIp,
    message: 'Muitos pedidos de nova senha a partir desta rede. Tente novamente mais tarde.',
  });
  // Answered the same for known and unknown addresses: the limit says nothing about whether an account exists.
  const resetPerEmail = createLimiter(ctx, {
    name: 'password-reset-email',
    windowMs: HOUR,
    limit: ctx.limits.passwordResetPerEmail,
    key: (req) => `email:${resetEmailKey((req.body as { email?: unknown } | undefined)?.email)}`,
    message: 'Muitos pedidos de nova senha para este e-mail. Tente novamente mais tarde.',
  });
  const linkUsesPerIp = createLimiter(ctx, {
    name: 'password-link-ip',
    windowMs: HOUR,
    limit: ctx.limits.passwordResetPerIp,
    message: 'Muitas tentativas a partir desta rede. Tente novamente mais tarde.',
  });
  // Counts only failed answers; it runs after validation, so what it counts are wrong current passwords.
  const changeFailuresPerUser = createLimiter(ctx, {
    name: 'password-change-user',
    windowMs: FIFTEEN_MINUTES,
    limit: ctx.limits.passwordChangeFailuresPerUser,
    key: (req) => `user:${req.session.userId}`,
    skipSuccessfulRequests: true,
    message: 'Muitas tentativas com a senha atual errada. Aguarde 15 minutos e tente novamente.',
  });

  router.post('/senha/esqueci', resetPerIp, resetPerEmail, async (req, res) => {
    const { email } = parse(forgotPasswordSchema, req.body);
    res.status(202).json({ ok: true, entrega: await service.requestReset(email) } satisfies ForgotPasswordAnswer);
  });

  router.post('/senha/redefinir', linkUsesPerIp, async (req, res) => {
    await service.reset(parse(resetPasswordSchema, req.body));
    res.json({ ok: true });
  });

  router.put(
    '/usuario/senha',
    requireUser,
    (req, res, next) => {
      res.locals.changePassword = parse(changePasswordSchema, req.body);
      next();
    },
    changeFailuresPerUser,
    async (req, res) => {
      req.session.accessVersion = await service.changeOwn(
        actorOf(req),
        res.locals.changePassword as ChangePasswordInput,
        req.sessionID,
      );
      res.json({ ok: true });
    },
  );

  router.post('/admin/usuarios/:id/link-senha', requireRole('admin'), async (req, res) => {
    res.json(await service.createLink(actorOf(req), parse(idParam, req.params.id)));
  });

  router.get('/admin/senha/pedidos', requireRole('admin'), async (_req, res) => {
    res.json((await service.pendingRequests()) satisfies PendingResets);
  });

  router.get('/admin/senha/canais', requireRole('admin'), (_req, res) => {
    res.json(service.channels());
  });

  router.post('/admin/usuarios/:id/enviar-link-senha', requireRole('admin'), async (req, res) => {
    res.json(await service.sendLink(actorOf(req), parse(idParam, req.params.id)));
  });

  return router;
}
