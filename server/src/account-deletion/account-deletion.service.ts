import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import type { Realtime } from '../lib/realtime.js';
import { withTransaction } from '../lib/transaction.js';
import type { AuditService } from '../audit/index.js';
import { accountDeletionRepository } from './account-deletion.repository.js';
import type { DeleteAccountInput } from './account-deletion.schemas.js';

export const WRONG_PASSWORD = 'Senha incorreta. Nada foi excluído.';
const ACCOUNT_GONE = 'Conta não encontrada.';
const LAST_ADMIN = 'Esta é a única conta de administrador e não pode ser excluída.';

interface Deps {
  db: Knex;
  realtime: Pick<Realtime, 'endUser'>;
  logger: Logger;
  audit: Pick<AuditService, 'record'>;
}

export function accountDeletionService(deps: Deps) {
  return {
    /**
     * Deletes the actor's account and all their data in one transaction, after the account's password is given again
     * (a session left open on a shared computer is not enough), then closes their sockets on every instance. The audit
     * trail keeps that an account was deleted by its owner, and when: its former id and role, nothing personal (no
     * name, no e-mail, no IP), written in the same transaction.
     */
    async deleteOwnAccount(actor: Actor, input: DeleteAccountInput): Promise<void> {
      const account = await accountDeletionRepository(deps.db).findUser(actor.id);
      if (!account) throw new HttpError(404, ACCOUNT_GONE);
      if (!account.password_hash || !(await bcrypt.compare(input.senha, account.password_hash))) throw new HttpError(403, WRONG_PASSWORD);
      await withTransaction(deps.db, async (trx) => {
        const repo = accountDeletionRepository(trx);
        const user = await repo.findUser(actor.id);
        if (!user) throw new HttpError(404, ACCOUNT_GONE);
        if (user.role === 'admin' && (await repo.lockAdmins()) <= 1) throw new HttpError(409, LAST_ADMIN);
        await repo.deleteUserAndSessions(actor.id);
        await deps.audit.record(
          { acao: 'excluir_usuario', atorId: null, atorPapel: user.role, alvoId: null, ip: null, detalhes: { conta_excluida: user.id, pela_propria_pessoa: true } },
          trx,
        );
      });
      deps.realtime.endUser(actor.id);
      deps.logger.info({ userId: actor.id }, 'account deleted by its owner');
    },
  };
}
export type AccountDeletionService = ReturnType<typeof accountDeletionService>;
