import type { Knex } from 'knex';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import type { Realtime } from '../lib/realtime.js';
import { withTransaction } from '../lib/transaction.js';
import { accountDeletionRepository } from './account-deletion.repository.js';

export function accountDeletionService(deps: { db: Knex; realtime: Pick<Realtime, 'endUser'>; logger: Logger }) {
  return {
    /** Deletes the actor's account and all their data in one transaction, then closes their sockets on every instance. */
    async deleteOwnAccount(actor: Actor): Promise<void> {
      await withTransaction(deps.db, async (trx) => {
        const repo = accountDeletionRepository(trx);
        const user = await repo.findUser(actor.id);
        if (!user) throw new HttpError(404, 'Conta não encontrada.');
        if (user.role === 'admin') {
          if ((await repo.lockAdmins()) <= 1) {
            throw new HttpError(409, 'Esta é a única conta de administrador e não pode ser excluída.');
          }
        }
        await repo.deleteUserAndSessions(actor.id);
      });
      deps.realtime.endUser(actor.id);
      deps.logger.info({ userId: actor.id }, 'account deleted by its owner');
    },
  };
}
export type AccountDeletionService = ReturnType<typeof accountDeletionService>;
