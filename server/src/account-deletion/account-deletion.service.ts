import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { AccountDeletionRepository } from './account-deletion.repository.js';

export function accountDeletionService(repo: AccountDeletionRepository) {
  return {
    /** Deletes the actor's account and all their data in one transaction. */
    async deleteOwnAccount(actor: Actor): Promise<void> {
      await repo.transaction(async (trx) => {
        const user = await repo.findUser(trx, actor.id);
        if (!user) throw new HttpError(404, 'Conta não encontrada.');
        if (user.role === 'admin') {
          if ((await repo.lockAdmins(trx)) <= 1) {
            throw new HttpError(409, 'Esta é a única conta de administrador e não pode ser excluída.');
          }
        }
        await repo.deleteUserAndSessions(trx, actor.id);
      });
    },
  };
}
