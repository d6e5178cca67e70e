import bcrypt from 'bcrypt';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { BCRYPT_COST } from '@app/db';
import type { Role } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, loggedIn, uniqueSuffix } from '../support/factories.js';
import { insertResetLink } from '../security/seed.js';
import { listen } from '../chat/socket-client.js';

/**
 * A login spends a bcrypt compare (~250 ms at the product's cost) between reading the account and storing the
 * session. Whatever takes access away and commits in that window (deactivation, demotion, a password reset or change)
 * must leave the new session worthless: the login is refused, or its session ends at the next request, and a socket
 * opened with it is cut. Each round's outcome is asserted as state, whatever the interleaving turned out to be.
 */
const t = useTestApp({ deps: { limits: { loginPerIp: 100_000, loginFailuresPerEmail: 100_000, passwordResetPerIp: 100_000 } } });

const PASSWORD = 'senha-da-corrida-123';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An account whose password costs what a real one does, so the login's compare is the window the change lands in. */
async function account(role: Role) {
  const user = await createUser(t.db.knex, { role });
  await t.db.knex('users').where({ id: user.id }).update({ password_hash: await bcrypt.hash(PASSWORD, BCRYPT_COST) });
  return user;
}

/** How long one compare takes here, so the change can be aimed at the middle of it on a fast or a slow machine. */
async function compareMs(): Promise<number> {
  const hash = await bcrypt.hash(PASSWORD, BCRYPT_COST);
  const started = performance.now();
  await bcrypt.compare(PASSWORD, hash);
  return performance.now() - started;
}

/** Whether a socket opened with this cookie is cut (never connects, or is disconnected right after). */
async function socketCut(base: string, cookie: string): Promise<boolean> {
  const socket = io(base, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { Cookie: cookie } });
  try {
    return await new Promise<boolean>((resolve) => {
      socket.once('connect_error', () => resolve(true));
      socket.once('disconnect', () => resolve(true));
      // Connected and still connected well after the server's own check of the session: the access was kept.
      socket.once('connect', () => setTimeout(() => resolve(!socket.connected), 1500));
    });
  } finally {
    socket.close();
  }
}

/** The session cookie a response set (empty when it set none or cleared it). */
const sessionCookie = (res: { headers: Record<string, unknown> }) => {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const pair = cookies.find((c) => c.startsWith('sid='))?.split(';')[0] ?? '';
  return pair === 'sid=' ? '' : pair;
};

interface Change {
  label: string;
  role: Role;
  /** Makes the change; resolves with its answer's status once it has committed. */
  run(userId: number): Promise<number>;
  /** Milliseconds between starting the change and starting the login (negative: the login goes first). */
  lead(bcryptMs: number, round: number): number;
}

async function admin() {
  return (await loggedIn(t.app, t.db.knex, { role: 'admin' })).client;
}

const CHANGES: Change[] = [
  {
    label: 'deactivation',
    role: 'colaborador',
    run: async (userId) => (await (await admin()).post(`/api/admin/usuarios/${userId}/desativar`)).status,
    lead: (ms, round) => -Math.round(ms * (0.15 + 0.2 * round)),
  },
  {
    label: 'demotion',
    role: 'colaborador',
    run: async (userId) => (await (await admin()).patch(`/api/admin/usuarios/${userId}`, { role: 'usuario' })).status,
    lead: (ms, round) => -Math.round(ms * (0.15 + 0.2 * round)),
  },
  {
    // The reset hashes its new password (one bcrypt) before its transaction: the login starts during that hash.
    label: 'password reset link',
    role: 'usuario',
    run: async (userId) => {
      const token = await insertResetLink(t.db.knex, userId);
      return (await new TestClient(t.app).post('/api/senha/redefinir', { token, senha: `nova-${uniqueSuffix()}-123` })).status;
    },
    lead: (ms, round) => Math.round(ms * (0.2 + 0.2 * round)),
  },
  {
    // Another session of the owner: a compare and a hash before its transaction.
    label: 'password change',
    role: 'usuario',
    run: async (userId) => {
      const owner = new TestClient(t.app);
      const user = await t.db.knex('users').where({ id: userId }).first('email');
      await owner.login(user.email as string, PASSWORD);
      return (await owner.put('/api/usuario/senha', { senhaAtual: PASSWORD, novaSenha: `nova-${uniqueSuffix()}-123` })).status;
    },
    lead: (ms, round) => Math.round(ms * (1.2 + 0.2 * round)),
  },
];

const ROUNDS = 3;

describe('a login racing whatever takes its access away', () => {
  for (const change of CHANGES) {
    it(`when a ${change.label} commits during the login's password check, then every round ends with the new session refused`, async () => {
      const base = await listen(t);
      const bcryptMs = await compareMs();
      const outcomes: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const user = await account(change.role);
        const client = await new TestClient(t.app).prime();
        const lead = change.lead(bcryptMs, round);
        const login = async () => {
          if (lead > 0) await pause(lead);
          return client.post('/api/login', { email: user.email, password: PASSWORD });
        };
        const changed = async () => {
          if (lead < 0) await pause(-lead);
          return change.run(user.id);
        };
        const [loginRes, changeStatus] = await Promise.all([login(), changed()]);
        expect(changeStatus, `${change.label}, rodada ${round}`).toBe(200);
        outcomes.push(`${loginRes.status}`);

        const label = `${change.label}, rodada ${round}: login ${loginRes.status} ${JSON.stringify(loginRes.body)}`;
        if (loginRes.status !== 200) expect([401, 403], label).toContain(loginRes.status);
        expect((await client.get('/api/session')).status, label).toBe(401);
        expect((await client.get('/api/user')).status, label).toBe(401);
        // Nothing staff-only answers to it, whatever role it was created with.
        expect((await client.get('/api/chat/listar-chamados')).status, label).toBe(401);
        const cookie = sessionCookie(loginRes);
        if (cookie) expect(await socketCut(base, cookie), label).toBe(true);
      }
      // Each round ran: the change and the login were both sent (the statuses are in the failures above otherwise).
      expect(outcomes).toHaveLength(ROUNDS);
    }, 120_000);
  }

  it('when nothing changes during the login, then its session works (the check refuses only a moved account)', async () => {
    const user = await account('colaborador');
    const client = await new TestClient(t.app).prime();
    expect((await client.post('/api/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    expect((await client.get('/api/session')).body).toEqual({ id: user.id, role: 'colaborador' });
    expect((await client.get('/api/chat/listar-chamados')).status).toBe(200);
  });
});

describe('access checks read the account, not the copy in the session', () => {
  it('when the role in the database changes under a live session, then the next request is refused', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    expect((await client.get('/api/admin/usuarios')).status).toBe(200);
    // Even a change that did not go through the admin screen (a direct fix in the database) is seen at once.
    await t.db.knex('users').where({ id: user.id }).update({ role: 'usuario' });
    const res = await client.get('/api/admin/usuarios');
    expect(res.status).toBe(403);
    expect((await client.get('/api/session')).body).toEqual({ id: user.id, role: 'usuario' });
  });

  it('when the account is deactivated without the admin screen, then its session is over', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    await t.db.knex('users').where({ id: user.id }).update({ ativo: false });
    expect((await client.get('/api/session')).status).toBe(401);
    expect(await t.db.knex('sessions').where({ user_id: user.id })).toHaveLength(0);
  });

  it('when the owner changes the password, then the session that changed it stays and the others end', async () => {
    const user = await account('usuario');
    const here = new TestClient(t.app);
    const there = new TestClient(t.app);
    await here.login(user.email, PASSWORD);
    await there.login(user.email, PASSWORD);
    const changed = await here.put('/api/usuario/senha', { senhaAtual: PASSWORD, novaSenha: 'outra-senha-456' });
    expect(changed.status).toBe(200);
    expect((await here.get('/api/session')).status).toBe(200);
    expect((await here.get('/api/user')).status).toBe(200);
    expect((await there.get('/api/session')).status).toBe(401);
  });
});
