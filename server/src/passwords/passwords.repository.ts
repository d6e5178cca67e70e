import type { Knex } from 'knex';
import { revokeAccess } from '../lib/session-store.js';

/** Who a reset link is for, and where it can be delivered. */
export interface ResetRecipient {
  id: number;
  username: string;
  email: string;
  whatsapp: string | null;
  /** A deactivated account cannot log in: nothing is sent to it. */
  ativo: boolean;
}

const RECIPIENT_COLUMNS = ['id', 'username', 'email', 'whatsapp', 'ativo'] as const;

/** Queries of password reset and change; rules and transactions are in passwords.service.ts. */
export function passwordsRepository(db: Knex) {
  return {
    async findUserByEmail(email: string): Promise<ResetRecipient | undefined> {
      return db('users')
        .whereRaw('lower(email) = lower(?)', [email])
        .first(...RECIPIENT_COLUMNS);
    },

    /** A lead (a WhatsApp contact without an account) has no password to reset: not found. */
    async findUserById(id: number): Promise<ResetRecipient | undefined> {
      return db('users')
        .where({ id, lead: false })
        .first(...RECIPIENT_COLUMNS);
    },

    /** A request no channel could send, for the team (the latest one counts). */
    async recordPendingRequest(userId: number): Promise<void> {
      await db('pedidos_senha').insert({ user_id: userId, pedido_em: db.fn.now() }).onConflict('user_id').merge();
    },

    async clearPendingRequest(userId: number): Promise<void> {
      await db('pedidos_senha').where({ user_id: userId }).delete();
    },

    async pendingRequests(): Promise<Array<{ user_id: number; username: string; email: string; pedido_em: Date }>> {
      return db('pedidos_senha as p')
        .join('users as u', 'u.id', 'p.user_id')
        .orderBy('p.pedido_em')
        .select('p.user_id', 'u.username', 'u.email', 'p.pedido_em');
    },

    async passwordHash(userId: number): Promise<string | undefined> {
      const row = await db('users').where({ id: userId }).first<{ password_hash: string } | undefined>('password_hash');
      return row?.password_hash;
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<boolean> {
      return (await db('users').where({ id: userId }).update({ password_hash: passwordHash })) > 0;
    },

    /** Stores the user's one live link, replacing any older one in the same statement; returns its expiry. */
    async replaceToken(userId: number, tokenHash: string, ttlMinutes: number): Promise<Date> {
      const result = await db.raw<{ rows: { expira_em: Date | string }[] }>(
        `insert into password_reset_tokens (user_id, token_hash, criado_em, expira_em)
         values (?, ?, now(), now() + make_interval(mins => ?))
         on conflict (user_id) do update
           set token_hash = excluded.token_hash, criado_em = excluded.criado_em, expira_em = excluded.expira_em
         returning expira_em`,
        [userId, tokenHash, ttlMinutes],
      );
      return new Date(result.rows[0]!.expira_em);
    },

    /** Whether a link is live, without using it (lets a dead link be refused before any bcrypt work). */
    async isLive(tokenHash: string): Promise<boolean> {
      const row = await db('password_reset_tokens')
        .where({ token_hash: tokenHash })
        .andWhere('expira_em', '>', db.fn.now())
        .first('user_id');
      return Boolean(row);
    },

    /**
     * Uses a link: one DELETE, so of any number of racing requests exactly one gets the row. An expired row is
     * deleted too, and reported as not valid.
     */
    async consumeToken(tokenHash: string): Promise<{ userId: number; valid: boolean } | undefined> {
      const result = await db.raw<{ rows: { user_id: number; valid: boolean }[] }>(
        'delete from password_reset_tokens where token_hash = ? returning user_id, expira_em > now() as valid',
        [tokenHash],
      );
      const row = result.rows[0];
      return row && { userId: row.user_id, valid: row.valid };
    },

    async deleteTokensOf(userId: number): Promise<void> {
      await db('password_reset_tokens').where({ user_id: userId }).delete();
    },

    /**
     * Ends the user's sessions (all, or all but `keepSid`) and bumps their access version; returns the ended ids so
     * their sockets can be closed, and the new version.
     */
    revokeAccess: (userId: number, keepSid?: string) => revokeAccess(db, userId, keepSid),

    /** The session that stays after its owner changed the password carries the new access version. */
    async setSessionAccessVersion(sid: string, accessVersion: number): Promise<void> {
      await db.raw(`update sessions set sess = jsonb_set(sess::jsonb, '{accessVersion}', to_jsonb(?::int))::json where sid = ?`, [
        accessVersion,
        sid,
      ]);
    },
  };
}
export type PasswordsRepository = ReturnType<typeof passwordsRepository>;
