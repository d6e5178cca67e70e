import type { Knex } from 'knex';
import type { Role, SessionUser } from '@app/contracts';

export interface UserRow extends SessionUser {
  password_hash: string;
  ativo: boolean;
  access_version: number;
}

const PUBLIC_COLUMNS = ['id', 'username', 'email', 'role', 'whatsapp'] as const;

export function accountsRepository(db: Knex) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db('users')
        .whereRaw('lower(email) = lower(?)', [email])
        .first(...PUBLIC_COLUMNS, 'password_hash', 'ativo', 'access_version');
    },

    async findById(id: number): Promise<SessionUser | undefined> {
      return db('users').where({ id }).first(...PUBLIC_COLUMNS);
    },

    async accessOf(id: number): Promise<{ ativo: boolean; access_version: number } | undefined> {
      return db('users').where({ id }).first('ativo', 'access_version');
    },

    async passwordHashOf(id: number): Promise<string | null | undefined> {
      const row = await db('users').where({ id }).first('password_hash');
      return row ? (row.password_hash as string | null) : undefined;
    },

    /** Returns undefined when the e-mail belongs to another account (unique index on lower(email)). */
    async updateProfile(id: number, profile: { username: string; email: string; whatsapp: string | null }): Promise<SessionUser | undefined> {
      try {
        const [row] = await db('users')
          .where({ id })
          .update({
            ...profile,
            // A changed number is no longer proven: its WhatsApp messages reach the account only after a new proof.
            whatsapp_verificado_em: db.raw('case when whatsapp is not distinct from ? then whatsapp_verificado_em end', [profile.whatsapp]),
          })
          .returning([...PUBLIC_COLUMNS]);
        return row as SessionUser | undefined;
      } catch (error) {
        if ((error as { code?: string }).code === '23505') return undefined;
        throw error;
      }
    },

    /** Returns undefined when the e-mail is taken (unique index on lower(email)). */
    /** First touch wins: an account keeps the source it was first recorded with. */
    async recordSource(source: Record<string, string | Date | number | null | undefined> & { user_id: number; rotulo: string }): Promise<void> {
      await db('origens_lead').insert(source).onConflict('user_id').ignore();
    },

    async insert(user: {
      username: string;
      email: string;
      password_hash: string;
      role: Role;
      whatsapp: string | null;
    }): Promise<SessionUser | undefined> {
      const [row] = await db('users')
        .insert(user)
        .onConflict(db.raw('(lower(email))'))
        .ignore()
        .returning([...PUBLIC_COLUMNS]);
      return row as SessionUser | undefined;
    },
  };
}
