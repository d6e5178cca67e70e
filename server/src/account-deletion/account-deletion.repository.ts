import type { Knex } from 'knex';

/** Queries of self-service account deletion; the rules and the transaction are in account-deletion.service.ts. */
export function accountDeletionRepository(db: Knex) {
  return {
    /** Counts active admins while locking their rows, so two admins deleting themselves at once cannot both succeed. */
    async lockAdmins(): Promise<number> {
      const rows = await db('users').where({ role: 'admin', ativo: true }).orderBy('id').forUpdate().select('id');
      return rows.length;
    },

    async findUser(userId: number): Promise<{ id: number; role: string; password_hash: string | null } | undefined> {
      return db('users').where({ id: userId }).first('id', 'role', 'password_hash');
    },

    /**
     * Removes the user and everything they own: foreign keys cascade from users to sessions, messages,
     * decks → cards → audio links, audio, and WhatsApp sends.
     */
    async deleteUserAndSessions(userId: number): Promise<void> {
      await db('users').where({ id: userId }).delete();
    },
  };
}
