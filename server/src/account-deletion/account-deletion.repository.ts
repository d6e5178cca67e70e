import type { Knex } from 'knex';

export function accountDeletionRepository(knex: Knex) {
  return {
    /** Counts active admins while locking their rows, so two admins deleting themselves at once cannot both succeed. */
    async lockAdmins(trx: Knex.Transaction): Promise<number> {
      const rows = await trx('users').where({ role: 'admin', ativo: true }).orderBy('id').forUpdate().select('id');
      return rows.length;
    },

    async findUser(trx: Knex.Transaction, userId: number): Promise<{ id: number; role: string } | undefined> {
      return trx('users').where({ id: userId }).first('id', 'role');
    },

    /**
     * Removes the user and everything they own: foreign keys cascade from users to sessions, messages,
     * decks → cards → audio links, audio, and WhatsApp sends.
     */
    async deleteUserAndSessions(trx: Knex.Transaction, userId: number): Promise<void> {
      await trx('users').where({ id: userId }).delete();
    },

    transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
      return knex.transaction(work);
    },
  };
}
export type AccountDeletionRepository = ReturnType<typeof accountDeletionRepository>;
