import type { RequestHandler, Request } from 'express';
import type { Role } from '@app/contracts';
import { HttpError } from './errors.js';

export interface Actor {
  id: number;
  role: Role;
}

/** The logged-in user of this request, or a 401. */
export function actorOf(req: Request): Actor {
  const { userId, role } = req.session ?? {};
  if (!userId || !role) throw new HttpError(401, 'Faça login para continuar.');
  return { id: userId, role };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  actorOf(req);
  next();
};

export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    const actor = actorOf(req);
    if (!roles.includes(actor.role)) throw new HttpError(403, 'Acesso negado.');
    next();
  };
}

export const requireStaff = requireRole('admin', 'colaborador');
