import type { Knex } from 'knex';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type Role } from '@app/contracts';
import { likeLiteral, phoneDigits } from '../lib/search-terms.js';
import type { ListUsersQuery } from './users.schemas.js';

const COLUMNS = ['id', 'username', 'email', 'role', 'whatsapp', 'ativo', 'criado_em'] as const;

interface UserRow extends Omit<AdminUser, 'criado_em'> {
  criado_em: Date | string;
}

const toAdminUser = (row: UserRow): AdminUser => ({ ...row, criado_em: new Date(row.criado_em).toISOString() });

/** Queries of the admin's user management; rules and transactions are in users.service.ts. */
export function usersRepository(db: Knex) {
  return {
    async page(query: ListUsersQuery): Promise<{ usuarios: AdminUser[]; total: number }> {
      // Leads are WhatsApp contacts, not accounts: they live in the tickets inbox.
      const filtered = db('users').where({ lead: false }).modify((q) => {
        if (query.papel) q.where({ role: query.papel });
        if (query.busca) {
          const pattern = `%${likeLiteral(query.busca)}%`;
          const digits = phoneDigits(query.busca, 4);
          q.where((w) => {
            w.whereILike('username', pattern).orWhereILike('email', pattern);
            if (digits) w.orWhereLike('whatsapp', `%${digits}%`);
          });
        }
      });
      const [rows, counted] = await Promise.all([
        filtered
          .clone()
          .select(...COLUMNS)
          .orderBy([
            { column: 'criado_em', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(ADMIN_USERS_PAGE_SIZE)
          .offset((query.pagina - 1) * ADMIN_USERS_PAGE_SIZE),
        filtered.clone().count<{ total: string | number }[]>('* as total'),
      ]);
      return { usuarios: (rows as UserRow[]).map(toAdminUser), total: Number(counted[0]?.total ?? 0) };
    },

    /** The user, locked until the transaction ends (two admins editing one account apply one after the other). */
    async lock(id: number): Promise<AdminUser | undefined> {
      const row = (await db('users').where({ id, lead: false }).forUpdate().first(...COLUMNS)) as UserRow | undefined;
      return row && toAdminUser(row);
    },

    /** Active admins, locked: the last one cannot be demoted, deactivated or deleted by two admins at once. */
    async lockActiveAdmins(): Promise<number[]> {
      return db('users').where({ role: 'admin', ativo: true }).orderBy('id').forUpdate().pluck('id');
    },

    /** Undefined when the e-mail belongs to someone else (unique index on lower(email)). */
    async update(
      id: number,
      changes: Partial<{ username: string; email: string; whatsapp: string | null; role: Role; ativo: boolean; desativado_em: Date | null }>,
    ): Promise<AdminUser | undefined> {
      try {
        const [row] = await db('users').where({ id }).update(changes).returning([...COLUMNS]);
        return row && toAdminUser(row as UserRow);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') return undefined;
        throw error;
      }
    },

    /** Everything the user owns goes with them (foreign keys cascade). */
    async delete(userId: number): Promise<void> {
      await db('users').where({ id: userId }).delete();
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
