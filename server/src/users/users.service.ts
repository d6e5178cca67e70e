import type { Knex } from 'knex';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUsersPage } from '@app/contracts';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { Realtime } from '../lib/realtime.js';
import { revokeAccess } from '../lib/session-store.js';
import { withTransaction } from '../lib/transaction.js';
import { usersRepository, type UsersRepository } from './users.repository.js';
import type { ListUsersQuery, UpdateUserInput } from './users.schemas.js';

export const USER_NOT_FOUND = 'Usuário não encontrado.';
export const LAST_ADMIN = 'Esta é a única conta de administrador ativa: promova outra pessoa antes.';
export const NOT_ON_YOURSELF = 'Você não pode fazer isso com a sua própria conta por aqui. Use as Configurações.';
export const EMAIL_TAKEN = 'Este e-mail já está cadastrado.';

interface Deps {
  db: Knex;
  realtime: Pick<Realtime, 'endUser'>;
}

/**
 * The admin's user management. Rules: only admins get here (routes); an admin never demotes, deactivates or deletes
 * themselves from this screen, and the last active admin stays an active admin; a role change or a deactivation
 * ends every session and socket of that person at once, and bumps their access version so that a login in flight
 * cannot keep the old access (they log in again under the new rules, or not at all).
 */
export function usersService({ db, realtime }: Deps) {
  /**
   * Runs `work` on the locked target; `endsAccess` says whether their sessions must end with the commit. When the
   * change may remove an admin, the active admins are locked first, always in id order, so two admins acting on
   * each other wait for one another instead of deadlocking.
   */
  async function onUser<T>(
    id: number,
    options: { mayRemoveAdmin: boolean },
    work: (repo: UsersRepository, user: AdminUser, activeAdmins: number[]) => Promise<{ result: T; endsAccess: boolean }>,
  ): Promise<T> {
    const { result, endsAccess } = await withTransaction(db, async (trx) => {
      const repo = usersRepository(trx);
      const activeAdmins = options.mayRemoveAdmin ? await repo.lockActiveAdmins() : [];
      const user = await repo.lock(id);
      if (!user) throw new HttpError(404, USER_NOT_FOUND);
      const outcome = await work(repo, user, activeAdmins);
      if (outcome.endsAccess) await revokeAccess(trx, id);
      return outcome;
    });
    if (endsAccess) realtime.endUser(id);
    return result;
  }

  /** Refuses when `user` is the last active admin and is about to stop being one. */
  function keepAnAdmin(user: AdminUser, activeAdmins: number[]) {
    if (user.role === 'admin' && user.ativo && activeAdmins.filter((adminId) => adminId !== user.id).length === 0) {
      throw new HttpError(409, LAST_ADMIN);
    }
  }

  return {
    async list(query: ListUsersQuery): Promise<AdminUsersPage> {
      const { usuarios, total } = await usersRepository(db).page(query);
      return { usuarios, total, pagina: query.pagina, por_pagina: ADMIN_USERS_PAGE_SIZE };
    },

    async update(actor: Actor, id: number, input: UpdateUserInput): Promise<AdminUser> {
      return onUser(id, { mayRemoveAdmin: input.role !== undefined }, async (repo, user, activeAdmins) => {
        const roleChanges = input.role !== undefined && input.role !== user.role;
        if (roleChanges && id === actor.id) throw new HttpError(409, NOT_ON_YOURSELF);
        if (roleChanges) keepAnAdmin(user, activeAdmins);
        const updated = await repo.update(id, input);
        if (!updated) throw new HttpError(409, EMAIL_TAKEN);
        return { result: updated, endsAccess: roleChanges };
      });
    },

    async setActive(actor: Actor, id: number, ativo: boolean): Promise<AdminUser> {
      return onUser(id, { mayRemoveAdmin: !ativo }, async (repo, user, activeAdmins) => {
        if (id === actor.id) throw new HttpError(409, NOT_ON_YOURSELF);
        if (!ativo) keepAnAdmin(user, activeAdmins);
        const updated = await repo.update(id, { ativo, desativado_em: ativo ? null : new Date() });
        return { result: updated!, endsAccess: !ativo };
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await onUser(id, { mayRemoveAdmin: true }, async (repo, user, activeAdmins) => {
        if (id === actor.id) throw new HttpError(409, NOT_ON_YOURSELF);
        keepAnAdmin(user, activeAdmins);
        await repo.delete(id);
        // Sessions went with the user (cascade); their sockets still need to close.
        return { result: undefined, endsAccess: true };
      });
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
