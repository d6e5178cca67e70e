import { randomBytes } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from 'express-session';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { TestClient } from '../support/client.js';
import { connectSocket, listen, loginWithCookie, waitFor, type ListeningSocket } from '../chat/socket-client.js';
import { PostgresSessionStore } from '../../src/lib/session-store.js';
import { createLogger } from '../../src/lib/logger.js';
import { REDIS_URL, testRedisUp } from '../support/test-redis.js';


let t: TestApp;
let baseUrl: string;
const sockets: ListeningSocket[] = [];

beforeAll(async () => {
  // Sockets whose session expired without any request are found by a sweep; a short one keeps the test quick.
  t = await startTestApp({ deps: { socketSweepMs: 100 } });
  baseUrl = await listen(t);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.stop();
});

async function open(url: string, cookie?: string) {
  const socket = await connectSocket(url, cookie);
  sockets.push(socket);
  return socket;
}

const waitDisconnected = (s: ListeningSocket) => waitFor(() => !s.socket.connected, 5000);

/** A student writes to the staff: every staff socket still connected receives it. */
async function studentWrites(app: TestApp = t) {
  const student = await loginWithCookie(app.app, app.db.knex, 'usuario');
  const res = await student.client.post('/api/chat/salvar', { userId: student.user.id, autor: 'user', texto: 'Preciso de ajuda com a matrícula.' });
  expect(res.status).toBe(201);
  return student.user.id;
}

describe('the session store under bad timing', () => {
  const store = () => new PostgresSessionStore(t.db.knex, { cleanupIntervalMs: 0, touchEveryMs: 0, logger: createLogger('silent') });
  const call = <T>(fn: (cb: (err?: unknown, value?: T) => void) => void) =>
    new Promise<T | undefined>((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value))));
  const fresh = (data: Record<string, unknown> = {}) => ({ cookie: { originalMaxAge: 60_000, maxAge: 60_000, path: '/' }, ...data });

  it('when a request still holding a copy saves it after the session was destroyed, then the session stays destroyed', async () => {
    const s = store();
    const user = await createUser(t.db.knex);
    const sid = `sid-${randomBytes(8).toString('hex')}`;
    await call((cb) => s.set(sid, fresh({ userId: user.id, role: 'usuario' }) as never, cb));
    const loaded = await new Promise<Session>((resolve, reject) =>
      s.load(sid, (err, session) => (err || !session ? reject(err ?? new Error('sessão não carregada')) : resolve(session as Session))),
    );
    await call((cb) => s.destroy(sid, cb));
    Object.assign(loaded, { aiReplies: ['a resposta que o pedido em voo guardou'] });
    await call((cb) => s.set(sid, loaded, cb));
    expect(await call((cb) => s.get(sid, cb))).toBeNull();
    expect(await t.db.knex('sessions').where({ sid }).first()).toBeUndefined();
  });

  it('when two saves of a new session race, then both succeed and one row remains', async () => {
    const s = store();
    const sid = `sid-${randomBytes(8).toString('hex')}`;
    await Promise.all(Array.from({ length: 8 }, () => call((cb) => s.set(sid, fresh() as never, cb))));
    expect(await t.db.knex('sessions').where({ sid })).toHaveLength(1);
  });

  it('when a session is saved for a user deleted meanwhile, then nothing is stored and nothing fails', async () => {
    const s = store();
    const user = await createUser(t.db.knex);
    await t.db.knex('users').where({ id: user.id }).delete();
    const sid = `sid-${randomBytes(8).toString('hex')}`;
    await call((cb) => s.set(sid, fresh({ userId: user.id, role: 'usuario' }) as never, cb));
    expect(await t.db.knex('sessions').where({ sid }).first()).toBeUndefined();
  });
});

describe('sockets end with their session', () => {
  it('when a colaborador logs out, then their socket is disconnected and receives no further message', async () => {
    const staff = await loginWithCookie(t.app, t.db.knex, 'colaborador');
    const otherStaff = await loginWithCookie(t.app, t.db.knex, 'colaborador');
    const socket = await open(baseUrl, staff.cookie);
    const witness = await open(baseUrl, otherStaff.cookie);
    const before = await studentWrites();
    await waitFor(() => socket.messages.some((m) => m.userId === before), 5000);
    expect((await staff.client.post('/api/logout')).status).toBe(200);
    await waitDisconnected(socket);
    const userId = await studentWrites();
    await waitFor(() => witness.messages.some((m) => m.userId === userId));
    expect(socket.messages.filter((m) => m.userId === userId)).toHaveLength(0);
    expect(witness.socket.connected).toBe(true);
  });

  it('when a colaborador deletes the account, then every socket of every session of theirs is disconnected', async () => {
    const user = await createUser(t.db.knex, { role: 'colaborador' });
    const sessions = await Promise.all(
      [0, 1].map(async () => {
        const client = new TestClient(t.app);
        const res = await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD });
        const cookie = ((res.headers['set-cookie'] as unknown as string[]) ?? []).find((c) => c.startsWith('sid='))!.split(';')[0]!;
        return { client, socket: await open(baseUrl, cookie) };
      }),
    );
    expect((await sessions[0]!.client.delete('/api/usuario/excluir', { senha: DEFAULT_PASSWORD })).status).toBe(200);
    for (const { socket } of sessions) await waitDisconnected(socket);
    await studentWrites();
    for (const { socket } of sessions) expect(socket.messages).toHaveLength(0);
  });

  it('when a staff session expires while only its socket is open, then the sweep disconnects it', async () => {
    const staff = await loginWithCookie(t.app, t.db.knex, 'admin');
    const socket = await open(baseUrl, staff.cookie);
    await t.db.knex('sessions').where({ user_id: staff.user.id }).update({ expired: new Date(Date.now() - 1000) });
    await waitDisconnected(socket);
  });

  it('when a logged-out cookie opens a socket, then it is disconnected at once', async () => {
    const staff = await loginWithCookie(t.app, t.db.knex, 'admin');
    expect((await staff.client.post('/api/logout')).status).toBe(200);
    const socket = await connectSocket(baseUrl, staff.cookie).catch(() => undefined);
    if (socket) {
      sockets.push(socket);
      await waitDisconnected(socket);
    }
  });
});

const redisUp = await testRedisUp();

describe.skipIf(!redisUp)('sockets end with their session across instances (Redis adapter)', () => {
  let db: TestDatabase;
  const apps: TestApp[] = [];
  const connections: RedisClientType[] = [];
  const prefix = `t${randomBytes(4).toString('hex')}:`;
  // Instances behind one load balancer share the cookie-signing secret.
  const secret = randomBytes(24).toString('hex');

  async function redisTrio() {
    const client = createClient({ url: REDIS_URL }) as RedisClientType;
    const pub = client.duplicate();
    const sub = client.duplicate();
    await Promise.all([client.connect(), pub.connect(), sub.connect()]);
    connections.push(client, pub, sub);
    return { client, pub, sub };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      apps.push(await startTestApp({ db, env: { REDIS_PREFIX: prefix, SESSION_SECRET: secret }, deps: { redis: await redisTrio() } }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await Promise.allSettled(connections.map((c) => c.quit()));
    await db?.drop();
  });

  it('when staff log out through one instance, then their socket on the other instance is disconnected', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const urlB = await listen(b);
    const staff = await loginWithCookie(a.app, db.knex, 'colaborador');
    const socket = await open(urlB, staff.cookie);
    // A live staff socket first: it hears a student writing through the other instance.
    const before = await studentWrites(a);
    await waitFor(() => socket.messages.some((m) => m.userId === before), 5000);
    expect((await staff.client.post('/api/logout')).status).toBe(200);
    await waitDisconnected(socket);
  });
});
