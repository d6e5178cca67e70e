import fs from 'node:fs';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NovaMensagemEvent, ServerToClientEvents } from '@app/contracts';
import { createTestDatabase, onPglite, type TestDatabase } from '../support/test-db.js';
import { createUser, DEFAULT_PASSWORD, uniqueSuffix } from '../support/factories.js';
import { startFakeGraph, type FakeGraph } from '../support/fake-graph.js';
import { killAllChildren, spawnServer, until, type ChildServer } from '../support/child-server.js';
import { BrowserSession } from '../support/browser-session.js';
import { startGraphGate, type GraphGate } from '../support/graph-gate.js';
import { WHATSAPP_QUEUE } from '../../src/whatsapp/index.js';
import { load } from 'js-yaml';
import { REDIS_URL, testRedisUp } from '../support/test-redis.js';
import { newDeck } from './helpers.js';

const ORIGIN = 'http://app.localhost:8080';
const ADMIN = { email: 'dona@exemplo.com', password: 'senha-da-dona-123' };
const root = path.resolve(import.meta.dirname, '../../..');

const redisUp = await testRedisUp();

// Needs a Redis server: CI always has one (.ci/run); a developer machine without Redis skips this block only.
// Needs a Postgres server too: two processes on one embedded PGlite directory are refused by design (data-dir lock).
describe.skipIf(!redisUp || onPglite)('two instances over one Postgres and one Redis', () => {
  // Every key and pub/sub channel of this run lives under its own prefix: other runs and helpers share the Redis.
  const prefix = `t2i-${uniqueSuffix()}:`;
  let db: TestDatabase;
  let graph: FakeGraph;
  let gate: GraphGate;
  let a: ChildServer;
  let b: ChildServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    graph = await startFakeGraph();
    gate = await startGraphGate(graph.url);
    const env = (name: string) => ({
      DATABASE_URL: db.url!,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      SESSION_SECRET: 'segredo-de-sessao-compartilhado-entre-instancias',
      PUBLIC_URL: 'http://localhost:8080',
      APP_URL: ORIGIN,
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WHATSAPP_TOKEN: 'token-de-teste',
      WHATSAPP_PHONE_NUMBER_ID: '1098765432',
      // Same fake Graph API behind a gate; the path prefix only tells which instance sent a request.
      WHATSAPP_API_BASE: gate.urlFor(name),
    });
    // Started together on an empty database, as `docker compose up` does: migrations and the admin seed race.
    [a, b] = await Promise.all([spawnServer(env('a')), spawnServer(env('b'))]);
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([a?.term(), b?.term()]);
    killAllChildren();
    await gate?.stop();
    await graph?.close();
    await db?.drop();
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) keys.push(...batch);
    if (keys.length > 0) await redis.del(keys);
    await redis.quit();
  }, 60_000);

  /** One client IP per browser (the proxy's X-Forwarded-For), so per-IP limits behave as in production. */
  const browser = () =>
    new BrowserSession(ORIGIN, {
      'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });

  function connect(server: ChildServer, session: BrowserSession) {
    const socket: Socket<ServerToClientEvents> = io(server.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { Cookie: session.cookieHeader(), Origin: ORIGIN },
    });
    sockets.push(socket);
    return new Promise<Socket<ServerToClientEvents>>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  it('when both instances start together on an empty database, then both are healthy with one admin', async () => {
    expect(a.output()).not.toMatch(/Falha ao iniciar/);
    expect(b.output()).not.toMatch(/Falha ao iniciar/);
    const admins = await db.knex('users').where({ role: 'admin' }).pluck('email');
    expect(admins).toEqual([ADMIN.email]);
  });

  it('when a user logs in on instance A, then instance B recognises the same cookie, CSRF token included', async () => {
    const user = await createUser(db.knex);
    const tab = browser();
    await tab.login(a.url, user.email, DEFAULT_PASSWORD);

    const onB = await tab.get(b.url, '/api/user');
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ id: user.id, email: user.email });
    // A state-changing request on B with the token issued by A, then the logout is seen by A.
    await newDeck(tab, b.url);
    const cookie = tab.cookieHeader();
    expect((await tab.post(b.url, '/api/logout')).status).toBe(200);
    // The old cookie, replayed on A after the logout on B, is worthless there too.
    const replay = await fetch(`${a.url}/api/user`, { headers: { Cookie: cookie, Origin: ORIGIN } });
    expect(replay.status).toBe(401);
  });

  it('when staff reply on instance A, then the student socket connected to instance B receives it', async () => {
    const student = await createUser(db.knex);
    const studentTab = browser();
    await studentTab.login(b.url, student.email, DEFAULT_PASSWORD);
    const studentSocket = await connect(b, studentTab);
    const received: NovaMensagemEvent[] = [];
    studentSocket.on('nova-mensagem', (event) => received.push(event));

    const staffTab = browser();
    await staffTab.login(a.url, ADMIN.email, ADMIN.password);
    // Staff watching the inbox from instance B see the ticket move as well.
    const staffSocket = await connect(b, staffTab);
    const ticketUpdates: number[] = [];
    staffSocket.on('chamado-atualizado', (event) => ticketUpdates.push(event.userId));

    const texto = `Resposta da equipe ${uniqueSuffix()}`;
    const saved = await staffTab.post(a.url, '/api/chat/salvar', { userId: student.id, autor: 'admin', texto });
    expect(saved.status).toBe(201);
    await until(() => received.some((m) => m.mensagem === texto), 'a resposta chegar ao socket na instância B', 5000, 10);
    expect(received.find((m) => m.mensagem === texto)).toMatchObject({ userId: student.id, autor: 'admin' });
    await until(() => ticketUpdates.includes(student.id), 'o chamado atualizado chegar à equipe na instância B', 5000, 10);
  });

  it('when WhatsApp replies are queued on instance A with both workers running, then each is delivered exactly once', async () => {
    const staffTab = browser();
    await staffTab.login(a.url, ADMIN.email, ADMIN.password);
    const numeros: string[] = [];
    const ids: number[] = [];
    const forward = async () => {
      const numero = `5511987${String(600_000 + numeros.length).padStart(6, '0')}`;
      const res = await staffTab.post(a.url, '/webhook/enviar-whatsapp', { numero, mensagem: `Aviso para ${numero}` });
      expect(res.status).toBe(202);
      numeros.push(numero);
      ids.push(res.body.id as number);
      return numero;
    };
    const senders = () => new Set(gate.arrivals.filter((r) => numeros.includes(r.to ?? '')).map((r) => r.path.split('/')[1]));

    // A slow Meta: sends stay in flight. One reply at a time, each waiting until some worker holds it: a busy
    // worker cannot fetch, so once one instance's workers are all busy the next reply must go to the other one.
    gate.close();
    while (senders().size < 2) {
      if (numeros.length >= 10) throw new Error(`só uma instância enviou: ${[...senders()].join(',')}`);
      const numero = await forward();
      await until(() => gate.arrivals.some((r) => r.to === numero), `algum worker pegar o envio para ${numero}`, 10_000);
    }
    // More replies queue up behind the ones in flight, then Meta answers.
    for (let i = 0; i < 12; i++) await forward();
    gate.open();

    await until(
      async () => {
        const [row] = await db.knex('whatsapp_envios').whereIn('id', ids).whereNot({ status: 'enviado' }).count({ n: '*' });
        return Number(row!.n) === 0;
      },
      'todos os envios ficarem enviados',
      30_000,
      200,
    );
    // No job is left that could send again: "exactly once" is settled, not merely observed so far. A row turns
    // 'enviado' inside the handler, and pg-boss marks its job completed only after the handler returns, so wait
    // for every job to leave 'active' before reading the states.
    const jobStates = async () =>
      (
        (await db.knex.raw(`select state from pgboss.job where name = ? and (data->>'envioId')::int = any(?)`, [
          WHATSAPP_QUEUE,
          ids,
        ])) as {
          rows: Array<{ state: string }>;
        }
      ).rows.map((r) => r.state);
    await until(async () => (await jobStates()).every((state) => state !== 'active'), 'os jobs saírem de active', 10_000, 100);
    expect(await jobStates()).toEqual(ids.map(() => 'completed'));
    for (const numero of numeros) {
      expect(
        gate.arrivals.filter((r) => r.to === numero),
        numero,
      ).toHaveLength(1);
      expect(graph.delivered(numero), numero).toHaveLength(1);
    }
    expect(await db.knex('whatsapp_envios').whereIn('id', ids).pluck('tentativas')).toEqual(ids.map(() => 1));
    expect([...senders()].sort()).toEqual(['a', 'b']);
  }, 60_000);

  it('when login failures for one e-mail are spread over both instances, then the sixth is refused on either', async () => {
    const user = await createUser(db.knex);
    const tab = browser();
    const servers = [a, b, a, b, a];
    for (const server of servers) {
      const res = await tab.post(server.url, '/api/login', { email: user.email, password: 'senha-errada-123' });
      expect(res.status).toBe(401);
    }
    for (const server of [b, a]) {
      const res = await tab.post(server.url, '/api/login', { email: user.email, password: DEFAULT_PASSWORD });
      expect(res.status).toBe(429);
      expect(res.body.error).toMatch(/Muitas tentativas de login para este e-mail/);
    }
    // The streak lives in the shared database (not in either process).
    expect(
      await db
        .knex('login_throttle')
        .where({ chave: `conta:${user.email.toLowerCase()}` })
        .first('falhas'),
    ).toEqual({ falhas: 5 });
  });
});

describe('docker-compose.yml: the same topology for real', () => {
  interface Service {
    build?: unknown;
    image?: string;
    environment?: Record<string, string>;
    depends_on?: unknown;
    volumes?: string[];
    ports?: string[];
  }
  const compose = load(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };

  it('when parsed, then two app replicas share Postgres and Redis behind one proxy', () => {
    const { services } = compose;
    const apps = Object.entries(services).filter(([, s]) => s.build !== undefined);
    expect(apps.map(([name]) => name).sort()).toEqual(['app1', 'app2']);
    for (const [, app] of apps) {
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(app.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(app.environment?.TRUST_PROXY).toBe('1');
      expect(app.environment?.SESSION_SECRET).toBeTruthy();
    }
    // Both replicas run the very same configuration (the YAML anchor).
    expect(apps[0]![1]).toEqual(apps[1]![1]);
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    const proxy = services.proxy!;
    expect(proxy.image).toMatch(/^nginx/);
    expect(proxy.depends_on).toEqual(expect.arrayContaining(['app1', 'app2']));
    expect(proxy.ports?.length).toBeGreaterThan(0);
  });

  it('when the proxy configuration is read, then it balances both replicas and upgrades WebSockets', () => {
    const volume = compose.services.proxy!.volumes!.find((v) => v.includes('nginx'))!;
    const conf = fs.readFileSync(path.join(root, volume.split(':')[0]!), 'utf8');
    const upstream = /upstream\s+(\w+)\s*\{([^}]*)\}/.exec(conf);
    expect(upstream).not.toBeNull();
    expect(upstream![2]).toMatch(/server\s+app1:3000;/);
    expect(upstream![2]).toMatch(/server\s+app2:3000;/);
    // Long-polling needs the same replica for the whole handshake.
    expect(upstream![2]).toMatch(/ip_hash;|sticky|hash\s/);
    const socketBlock = /location\s+\/socket\.io\/\s*\{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(socketBlock).toContain(`proxy_pass http://${upstream![1]};`);
    expect(socketBlock).toMatch(/proxy_http_version\s+1\.1;/);
    expect(socketBlock).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade;/);
    expect(socketBlock).toMatch(/proxy_set_header\s+Connection\s+\$connection_upgrade;/);
    expect(conf).toMatch(/map\s+\$http_upgrade\s+\$connection_upgrade\s*\{[^}]*default\s+upgrade;/);
    expect(socketBlock).toMatch(/X-Forwarded-Proto/);
  });
});
