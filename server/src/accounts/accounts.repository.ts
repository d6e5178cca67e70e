import type { Knex } from 'knex';
import type { Role, SessionUser } from '@app/contracts';

export interface UserRow extends SessionUser {
  password_hash: string;
  ativo: boolean;
}

const PUBLIC_COLUMNS = ['id', 'username', 'email', 'role', 'whatsapp'] as const;

export function accountsRepository(knex: Knex) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return knex('users')
        .whereRaw('lower(email) = lower(?)', [email])
        .first(...PUBLIC_COLUMNS, 'password_hash', 'ativo');
    },

    async findById(id: number): Promise<SessionUser | undefined> {
      return knex('users').where({ id }).first(...PUBLIC_COLUMNS);
    },

    /** Returns undefined when the e-mail is taken (unique index on lower(email)). */
    async insert(user: {
      username: string;
      email: string;
      password_hash: string;
      role: Role;
      whatsapp: string | null;
    }): Promise<SessionUser | undefined> {
      const [row] = await knex('users')
        .insert(user)
        .onConflict(knex.raw('(lower(email))'))
        .ignore()
        .returning([...PUBLIC_COLUMNS]);
      return row as SessionUser | undefined;
    },
  };
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;
