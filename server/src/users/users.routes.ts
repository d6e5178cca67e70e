import express from 'express';
import { actorOf, requireRole } from '../lib/auth.js';
import { idParam, parse } from '../lib/validate.js';
import { listUsersQuerySchema, updateUserSchema } from './users.schemas.js';
import type { UsersService } from './users.service.js';

/** The admin's user management (`/admin/usuarios`): every route is admin-only on the server. */
export function usersRouter(service: UsersService) {
  const router = express.Router();
  const adminOnly = requireRole('admin');

  router.get('/admin/usuarios', adminOnly, async (req, res) => {
    res.json(await service.list(parse(listUsersQuerySchema, req.query)));
  });

  router.patch('/admin/usuarios/:id', adminOnly, async (req, res) => {
    const id = parse(idParam, req.params.id);
    res.json(await service.update(actorOf(req), id, parse(updateUserSchema, req.body)));
  });

  router.post('/admin/usuarios/:id/desativar', adminOnly, async (req, res) => {
    res.json(await service.setActive(actorOf(req), parse(idParam, req.params.id), false));
  });

  router.post('/admin/usuarios/:id/reativar', adminOnly, async (req, res) => {
    res.json(await service.setActive(actorOf(req), parse(idParam, req.params.id), true));
  });

  router.delete('/admin/usuarios/:id', adminOnly, async (req, res) => {
    await service.remove(actorOf(req), parse(idParam, req.params.id));
    res.status(204).end();
  });

  return router;
}
