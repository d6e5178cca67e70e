import type { Knex } from 'knex';
import { accountKey, deviceKey, LOGIN_THROTTLE, type LoginThrottlePolicy } from './login-throttle.policy.js';

/** Queries of the login throttle; the rule itself (free attempts, growing delay, ceiling) is in login-throttle.policy.ts. */
export function loginThrottleRepository(db: Knex, policy: LoginThrottlePolicy = LOGIN_THROTTLE) {
  const { freeFailures, baseDelaySeconds, maxDelaySeconds, maxConsecutiveFailures } = policy;
  return {
    policy,
    /**
     * Counts one attempt under `key` if its delay is over, in one statement (parallel guesses wait on the row and
     * see each other's count). Returns the count including this attempt, or undefined when the key must wait.
     */
    async takeAttempt(key: string, now: Date): Promise<number | undefined> {
      const { rows } = await db.raw<{ rows: { falhas: number }[] }>(
        `insert into login_throttle as t (chave, falhas, ultima_em) values (?, 1, ?)
         on conflict (chave) do update set
           falhas = case when t.falhas < ? and t.ultima_em < excluded.ultima_em - interval '1 day' then 1 else t.falhas + 1 end,
           ultima_em = excluded.ultima_em
         where t.falhas < ?
            or (t.falhas < ? and t.ultima_em + make_interval(secs => least(? * power(2, t.falhas - ?), ?)) <= excluded.ultima_em)
         returning falhas`,
        [key, now, maxConsecutiveFailures, freeFailures, maxConsecutiveFailures, baseDelaySeconds, freeFailures, maxDelaySeconds],
      );
      return rows[0] ? Number(rows[0].falhas) : undefined;
    },

    async find(key: string): Promise<{ falhas: number; ultima_em: Date } | undefined> {
      return db('login_throttle').where({ chave: key }).first('falhas', 'ultima_em');
    },

    /** A successful login ends the streak. */
    async clear(key: string): Promise<void> {
      await db('login_throttle').where({ chave: key }).delete();
    },

    /** Every key of the account, its e-mail's and its known devices': after 100 failures they wait for a password reset. */
    async clearAccount(userId: number, email: string): Promise<void> {
      await db('login_throttle')
        .where({ chave: accountKey(email.toLowerCase()) })
        .orWhere('chave', 'like', deviceKey(userId, '%'))
        .delete();
    },
  };
}
