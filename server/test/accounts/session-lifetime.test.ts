import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import { SESSION_POLICY } from '../../src/lib/session.js';

const t = useTestApp();

async function sessionOf(userId: number) {
  const rows = await t.db.knex('sessions').whereRaw(`sess::jsonb ->> 'userId' = ?`, [String(userId)]);
  expect(rows).toHaveLength(1);
  return rows[0] as { sid: string; sess: Record<string, unknown> | string; expired: Date };
}

describe('session store cost and lifetime', () => {
  it('when a logged-in user reads three times, then each read costs exactly one session query and no write', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const sessionQueries: string[] = [];
    const listener = (q: { sql: string }) => {
      if (/"?sessions"?/.test(q.sql)) sessionQueries.push(q.sql);
    };
    t.db.knex.on('query', listener);
    for (let i = 0; i < 3; i++) expect((await client.get('/api/session')).status).toBe(200);
    t.db.knex.off('query', listener);
    expect(sessionQueries).toHaveLength(3);
    expect(sessionQueries.every((sql) => /^select/i.test(sql.trim()))).toBe(true);
  });

  it('when a staff session is older than its absolute lifetime, then it is ended', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    const row = await sessionOf(user.id);
    const sess = typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess;
    sess.loginAt = Date.now() - SESSION_POLICY.staffAbsoluteMs - 1000;
    await t.db.knex('sessions').where({ sid: row.sid }).update({ sess: JSON.stringify(sess) });
    expect((await client.get('/api/session')).status).toBe(401);
    expect(await t.db.knex('sessions').where({ sid: row.sid }).first()).toBeUndefined();
  });

  it('when a session has been idle past its expiry, then it is no longer accepted', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    const row = await sessionOf(user.id);
    // The stored expiry is what the idle timeout slides; put it in the past.
    await t.db.knex('sessions').where({ sid: row.sid }).update({ expired: new Date(Date.now() - 1000) });
    expect((await client.get('/api/session')).status).toBe(401);
  });

  it('when staff log in, then the stored expiry is the 30-minute staff idle window', async () => {
    const { user } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const row = await sessionOf(user.id);
    const remaining = new Date(row.expired).getTime() - Date.now();
    expect(remaining).toBeGreaterThan(SESSION_POLICY.staffIdleMs - 60_000);
    expect(remaining).toBeLessThanOrEqual(SESSION_POLICY.staffIdleMs + 1000);
  });
});
