import type { Request } from 'express';
import { Store, type SessionData } from 'express-session';
import type { Knex } from 'knex';
import type { Role } from '@app/contracts';
import type { Logger } from './logger.js';

/** Emitted with the session id whenever a stored session is destroyed (logout, login rotation, expiry). */
export const SESSION_ENDED = 'session-ended';

export interface SessionStoreOptions {
  /** How often expired rows are deleted; 0 turns the sweep off (tests). */
  cleanupIntervalMs: number;
  /** The stored expiry is rewritten at most this often per session, so a read costs one query. */
  touchEveryMs: number;
  logger: Logger;
}

type Callback = (err?: unknown) => void;
const FOREIGN_KEY_VIOLATION = '23503';

/** A stored session beside its account's current access (null columns: an anonymous session, or a deleted account). */
interface SessionRow {
  sess: SessionData | string;
  access_version: number | null;
  role: Role | null;
  ativo: boolean | null;
}

/**
 * The session as the request may use it, or null when its account took away the access it was created under: the
 * account is gone or deactivated, or its access version moved on (role change, deactivation, new password;
 * docs/security.md). The role is the account's current one, never the copy written at login.
 */
function currentSession(row: SessionRow): SessionData | null {
  const session = typeof row.sess === 'string' ? (JSON.parse(row.sess) as SessionData) : row.sess;
  if (session.userId === undefined) return session;
  if (row.access_version === null || row.role === null || !row.ativo) return null;
  if ((session.accessVersion ?? 1) !== row.access_version) return null;
  session.role = row.role;
  return session;
}

/**
 * Takes access away from an account, in the caller's transaction: bumps its access version (a session created under
 * the old one, even by a login still in flight, is refused from then on) and deletes its sessions, all or all but
 * `keepSid`. Returns the ended session ids (their sockets close after the commit) and the new version.
 */
export async function revokeAccess(db: Knex, userId: number, keepSid?: string): Promise<{ endedSids: string[]; accessVersion: number }> {
  const [bumped] = (await db('users').where({ id: userId }).increment('access_version', 1).returning('access_version')) as {
    access_version: number;
  }[];
  const query = db('sessions').where({ user_id: userId });
  if (keepSid !== undefined) query.andWhereNot({ sid: keepSid });
  const ended = (await query.delete().returning('sid')) as { sid: string }[];
  return { endedSids: ended.map((row) => row.sid), accessVersion: bumped?.access_version ?? 0 };
}

/**
 * express-session's store on the app's Postgres (or PGlite), written so that bad timing cannot hurt:
 * - every write is one statement. A session loaded from the store is only ever *updated*: once a logout,
 *   an account deletion or an expiry removed the row, a request that was still in flight with the old copy
 *   finds nothing to update, and the session stays destroyed. Only a session born in this request inserts.
 * - the `user_id` column has a cascading foreign key, so deleting a user ends all of their sessions, and a
 *   session can never be stored for a user who no longer exists.
 * - "now" is the app's clock (Date), never the database's: expiry written and expiry checked agree.
 * - no method throws or rejects: errors reach express-session through its callback only (the previous store
 *   did both, and the unhandled rejection of a duplicate-key insert exited the process).
 */
export class PostgresSessionStore extends Store {
  /** Session objects that exist in the table (loaded from it or inserted by this request). */
  private readonly stored = new WeakSet<object>();
  private readonly lastTouch = new Map<string, number>();
  private cleanupTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly knex: Knex,
    private readonly options: SessionStoreOptions,
  ) {
    super();
    if (options.cleanupIntervalMs > 0) this.scheduleCleanup();
  }

  override createSession(req: Request, data: SessionData) {
    const session = super.createSession(req, data);
    this.stored.add(session);
    return session;
  }

  get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    this.knex
      .raw<{ rows: SessionRow[] }>(
        `select s.sess, u.access_version, u.role, u.ativo from sessions s left join users u on u.id = s.user_id
          where s.sid = ? and s.expired > ?`,
        [sid, new Date()],
      )
      // A named prepared statement (pg): parsed and planned once per pooled connection, not on every request.
      .options({ name: 'session-get' })
      .then(({ rows }) => {
        const row = rows[0];
        if (!row) return callback(null, null);
        const session = currentSession(row);
        if (session) return callback(null, session);
        // Its account moved past it (deactivated, demoted, new password) or is gone: the session ends here.
        this.destroy(sid, (err) => callback(err ?? null, null));
      })
      .catch((err: unknown) => callback(err));
  }

  set(sid: string, session: SessionData, callback?: Callback): void {
    const expired = new Date(Date.now() + (session.cookie.maxAge ?? 0));
    const sess = JSON.stringify(session);
    const userId = session.userId ?? null;
    const write = this.stored.has(session)
      ? this.knex.raw('update sessions set sess = ?::json, expired = ?, user_id = ? where sid = ?', [sess, expired, userId, sid])
      : this.knex.raw(
          `insert into sessions (sid, sess, expired, user_id) values (?, ?::json, ?, ?)
           on conflict (sid) do update set sess = excluded.sess, expired = excluded.expired, user_id = excluded.user_id`,
          [sid, sess, expired, userId],
        );
    write
      .then(() => {
        this.stored.add(session);
        this.remember(sid, Date.now());
        callback?.();
      })
      .catch((err: { code?: string }) => {
        // The user was deleted while this request ran: there is nothing left to keep a session for.
        if (err?.code === FOREIGN_KEY_VIOLATION) return callback?.();
        callback?.(err);
      });
  }

  override touch(sid: string, session: SessionData, callback?: () => void): void {
    const now = Date.now();
    const last = this.lastTouch.get(sid);
    if ((last !== undefined && now - last < this.options.touchEveryMs) || !session.cookie.expires) {
      callback?.();
      return;
    }
    this.remember(sid, now);
    this.knex
      .raw('update sessions set expired = ? where sid = ? and expired > ?', [new Date(session.cookie.expires), sid, new Date()])
      .then(() => callback?.())
      .catch((err: unknown) => (callback as Callback | undefined)?.(err));
  }

  destroy(sid: string, callback?: Callback): void {
    this.lastTouch.delete(sid);
    this.knex
      .raw('delete from sessions where sid = ?', [sid])
      .then(() => {
        this.emit(SESSION_ENDED, sid);
        callback?.();
      })
      .catch((err: unknown) => callback?.(err));
  }

  /** The stored, unexpired sessions among `sids` that their account's access version still allows. */
  async findLive(sids: string[]): Promise<Map<string, SessionData>> {
    const rows: (SessionRow & { sid: string })[] = await this.knex('sessions as s')
      .leftJoin('users as u', 'u.id', 's.user_id')
      .select('s.sid', 's.sess', 'u.access_version', 'u.role', 'u.ativo')
      .whereIn('s.sid', sids)
      .andWhere('s.expired', '>', new Date());
    const live = new Map<string, SessionData>();
    for (const row of rows) {
      const session = currentSession(row);
      if (session) live.set(row.sid, session);
    }
    return live;
  }

  /** Stops the expired-row sweep (graceful shutdown). */
  close(): void {
    if (this.cleanupTimer) clearTimeout(this.cleanupTimer);
    this.cleanupTimer = undefined;
  }

  private remember(sid: string, at: number) {
    this.lastTouch.set(sid, at);
    if (this.lastTouch.size > 50_000) {
      for (const [key, time] of this.lastTouch) {
        if (at - time >= this.options.touchEveryMs) this.lastTouch.delete(key);
      }
    }
  }

  private scheduleCleanup() {
    this.cleanupTimer = setTimeout(() => {
      this.knex
        .raw('delete from sessions where expired < ?', [new Date()])
        .catch((err: unknown) => this.options.logger.error({ err }, 'session cleanup failed'))
        .finally(() => {
          if (this.cleanupTimer) this.scheduleCleanup();
        });
    }, this.options.cleanupIntervalMs);
    this.cleanupTimer.unref();
  }
}
