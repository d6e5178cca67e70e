import net from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPglite, type TestDatabase } from '../support/test-db.js';
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { startFakeGraph, type FakeGraph } from '../support/fake-graph.js';
import { startGraphGate, type GraphGate } from '../support/graph-gate.js';
import { killAllChildren, spawnServer, until, type ChildServer } from '../support/child-server.js';
import { BrowserSession } from '../support/browser-session.js';
import { WHATSAPP_QUEUE } from '../../src/whatsapp/index.js';
import { newDeck } from './helpers.js';

const ORIGIN = 'http://app.localhost:8080';
const ADMIN = { email: 'dona@exemplo.com', password: 'senha-da-dona-123' };
const IMPORT_ROWS = 20_000;
/** The import's transaction stops at this many inserted rows (see pauseImportAt). */
const PAUSE_AFTER = 5_000;
const LOCK_KEY = 424_242;

let db: TestDatabase;
let graph: FakeGraph;
let gate: GraphGate;
const sockets: Socket[] = [];
/** Open transactions holding the import pause (released in afterAll if a test failed midway). */
const holders = new Set<Knex.Transaction>();

beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
  graph = await startFakeGraph();
  gate = await startGraphGate(graph.url);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  killAllChildren();
  for (const holder of holders) await holder.rollback().catch(() => undefined);
  await gate?.stop();
  await graph?.close();
  await db?.drop();
}, 60_000);

/** What `npm start` gets in production, over this file's database. */
function spawn(): Promise<ChildServer> {
  return spawnServer({
    DATABASE_URL: db.url!,
    SESSION_SECRET: 'segredo-de-sessao-que-sobrevive-ao-reinicio',
    PUBLIC_URL: 'http://localhost:8080',
    APP_URL: ORIGIN,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WHATSAPP_TOKEN: 'token-de-teste',
    WHATSAPP_PHONE_NUMBER_ID: '1098765432',
    WHATSAPP_API_BASE: gate.urlFor('srv'),
    // Shown only when a test fails (the child's output goes into the error).
    LOG_LEVEL: 'info',
  });
}

// One server at a time over the database; a test that kills it starts the next one, which the next test reuses.
let current: ChildServer | undefined;
async function running(): Promise<ChildServer> {
  if (!current || current.child.exitCode !== null || current.child.signalCode !== null) current = await spawn();
  return current;
}
async function restart(): Promise<ChildServer> {
  current = await spawn();
  return current;
}

function cardsCsv(rows: number, label: string): string {
  const lines = ['frente;verso'];
  for (let i = 1; i <= rows; i++) lines.push(`${label} pergunta ${i};${label} resposta ${i} com acentuação`);
  return lines.join('\r\n');
}

function csvForm(csv: string): FormData {
  const form = new FormData();
  form.append('arquivo', new Blob([csv], { type: 'text/csv' }), 'cards.csv');
  return form;
}

/**
 * Test instrumentation in this file's own database: the import inserting the card at `ordem` of `deckId`
 * waits for an advisory lock the test holds, so the server is caught mid-transaction with thousands of rows
 * already written — deterministically, whatever the machine's speed. Returns the release function.
 */
async function pauseImportAt(knex: Knex, deckId: number, ordem: number) {
  await knex.raw(`
    create or replace function resilience_pause() returns trigger language plpgsql as $$
    begin
      if new.deck_id = ${Number(deckId)} and new.ordem = ${Number(ordem)} then
        perform pg_advisory_xact_lock_shared(${LOCK_KEY});
      end if;
      return new;
    end $$`);
  await knex.raw('drop trigger if exists resilience_pause on flashcards');
  await knex.raw('create trigger resilience_pause before insert on flashcards for each row execute function resilience_pause()');
  const holder = await knex.transaction();
  holders.add(holder);
  await holder.raw('select pg_advisory_xact_lock(?)', [LOCK_KEY]);
  return {
    /** Backend pid of the import, once it waits at the pause. */
    waiting: () =>
      until(
        async () => {
          const { rows } = (await knex.raw(
            `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
          )) as { rows: Array<{ pid: number }> };
          return rows[0]?.pid;
        },
        'a importação parar no meio da transação',
        30_000,
        20,
      ),
    release: async () => {
      holders.delete(holder);
      await holder.rollback();
      await knex.raw('drop trigger if exists resilience_pause on flashcards');
    },
  };
}

/** A fresh TCP connection is refused (no pooled keep-alive connection can blur the answer). */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function backendGone(pid: number) {
  await until(
    async () => {
      const { rows } = (await db.knex.raw('select 1 from pg_stat_activity where pid = ?', [pid])) as { rows: unknown[] };
      return rows.length === 0;
    },
    `a conexão ${pid} do servidor morto terminar`,
    15_000,
  );
}

/** A new student logged in on `server` through a browser tab, with a deck of their own. */
async function studentWithDeck(server: ChildServer) {
  const user = await createUser(db.knex);
  const tab = new BrowserSession(ORIGIN);
  await tab.login(server.url, user.email, DEFAULT_PASSWORD);
  return { tab, deckId: await newDeck(tab, server.url) };
}

type Card = { id: number; frente: string; verso: string; ordem: number };
async function cardsOf(tab: BrowserSession, server: ChildServer, deckId: number): Promise<Card[]> {
  const res = await tab.get(server.url, `/api/flashcards/${deckId}`);
  expect(res.status).toBe(200);
  return (res.body as unknown as Card[]).map(({ id, frente, verso, ordem }) => ({ id, frente, verso, ordem }));
}

// Needs a Postgres server: the test reads and locks the server's database from this process while the server runs,
// which one embedded PGlite directory cannot allow (the server holds its lock).
describe.skipIf(onPglite)('crash safety of the real server process', () => {
  it('when the server is killed -9 in the middle of a 20 000-row CSV import, then after a restart the deck has exactly its previous cards', async () => {
    let server = await running();
    const { tab, deckId } = await studentWithDeck(server);
    const first = await tab.post(server.url, `/api/flashcards/importar/${deckId}`, csvForm(cardsCsv(3, 'Antes')));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const before = await cardsOf(tab, server, deckId);
    expect(before).toHaveLength(3);

    const pause = await pauseImportAt(db.knex, deckId, before.length + PAUSE_AFTER);
    const upload = tab
      .post(server.url, `/api/flashcards/importar/${deckId}`, csvForm(cardsCsv(IMPORT_ROWS, 'Grande')))
      .catch((e: unknown) => e);
    const pid = await pause.waiting();
    const exit = await server.kill9();
    expect(exit.signal).toBe('SIGKILL');
    expect(await upload).toBeInstanceOf(Error);
    // Postgres still runs the dead server's transaction: once unblocked it runs into the closed connection and aborts.
    await pause.release();
    await backendGone(pid);
    expect(await db.knex('flashcards').where({ deck_id: deckId }).count({ n: '*' })).toEqual([{ n: 3 }]);

    server = await restart();
    // Same cookie after the restart (sessions live in Postgres): the deck is exactly what it was.
    expect(await cardsOf(tab, server, deckId)).toEqual(before);
    // Nothing is left locked or half-numbered: the next import goes through and numbers on from the old cards.
    const again = await tab.post(server.url, `/api/flashcards/importar/${deckId}`, csvForm(cardsCsv(2, 'Depois')));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const after = await db.knex('flashcards').where({ deck_id: deckId }).orderBy('ordem').pluck('ordem');
    expect(after).toEqual([0, 1, 2, 3, 4]);
  }, 120_000);

  it('when the server is killed -9 with WhatsApp replies waiting to be retried, then after a restart each is delivered exactly once', async () => {
    let server = await running();
    const staff = new BrowserSession(ORIGIN);
    await staff.login(server.url, ADMIN.email, ADMIN.password);
    const failing = Array.from({ length: 6 }, (_, i) => `5511976${String(100_000 + i).padStart(6, '0')}`);
    const healthy = Array.from({ length: 6 }, (_, i) => `5511976${String(200_000 + i).padStart(6, '0')}`);
    // Meta is down for the first attempt of half of them (a 500: retried with backoff).
    for (const numero of failing)
      graph.plan(numero, { status: 500, body: { error: { message: 'Service temporarily unavailable', code: 2 } } });
    const ids = new Map<string, number>();
    for (const numero of [...failing, ...healthy]) {
      const res = await staff.post(server.url, '/webhook/enviar-whatsapp', { numero, mensagem: `Sua matrícula, ${numero}` });
      expect(res.status).toBe(202);
      ids.set(numero, res.body.id as number);
    }
    const jobState = async () => {
      const { rows } = (await db.knex.raw(`select data->>'envioId' as id, state from pgboss.job where name = ?`, [
        WHATSAPP_QUEUE,
      ])) as {
        rows: Array<{ id: string; state: string }>;
      };
      return new Map(rows.map((r) => [Number(r.id), r.state]));
    };
    // Kill only once nothing is in flight: sent ones completed, failed ones waiting for their retry.
    await until(
      async () => {
        const states = await jobState();
        return (
          failing.every((n) => states.get(ids.get(n)!) === 'retry') &&
          healthy.every((n) => states.get(ids.get(n)!) === 'completed')
        );
      },
      'os envios chegarem ao estado enviado / aguardando nova tentativa',
      20_000,
      50,
    );
    expect((await server.kill9()).signal).toBe('SIGKILL');
    for (const numero of failing) expect(gate.arrivals.filter((r) => r.to === numero)).toHaveLength(1);

    server = await restart();
    const allIds = [...ids.values()];
    await until(
      async () => {
        const states = await jobState();
        return allIds.every((id) => states.get(id) === 'completed');
      },
      'todos os jobs concluírem depois do reinício',
      45_000,
      200,
    );
    const rows = await db.knex('whatsapp_envios').whereIn('id', allIds).select('id', 'status', 'tentativas', 'numero');
    for (const row of rows) {
      expect(row.status, row.numero).toBe('enviado');
      expect(row.tentativas, row.numero).toBe(failing.includes(row.numero) ? 2 : 1);
    }
    for (const numero of [...failing, ...healthy]) {
      expect(graph.delivered(numero), numero).toHaveLength(1);
      expect(
        gate.arrivals.filter((r) => r.to === numero),
        numero,
      ).toHaveLength(failing.includes(numero) ? 2 : 1);
    }
  }, 120_000);

  it('when SIGTERM arrives during a slow request, then it completes with 2xx, sockets close and the exit code is 0', async () => {
    const server = await running();
    const { tab, deckId } = await studentWithDeck(server);

    const socket = io(server.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { Cookie: tab.cookieHeader(), Origin: ORIGIN },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    // A slow request: the import holds its transaction open at the pause.
    const pause = await pauseImportAt(db.knex, deckId, 1000);
    const upload = tab.post(server.url, `/api/flashcards/importar/${deckId}`, csvForm(cardsCsv(2000, 'Sinal')));
    await pause.waiting();
    server.child.kill('SIGTERM');

    // It stops taking new connections while the slow request is still running...
    await until(() => refusesConnections(server.port), 'o servidor parar de aceitar conexões', 10_000).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${server.output()}`);
    });
    // The socket is closed by the server (a transport close: the browser's client reconnects, to another replica).
    expect(await disconnected).toBe('transport close');
    expect(server.child.exitCode).toBeNull();
    // ...and finishes it once the database lets it go.
    await pause.release();
    const res = await upload;
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ importados: 2000 });
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(await db.knex('flashcards').where({ deck_id: deckId }).count({ n: '*' })).toEqual([{ n: 2000 }]);
  }, 120_000);
});
