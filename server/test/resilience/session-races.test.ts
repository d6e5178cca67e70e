import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { killAllChildren, spawnServer, type ChildServer } from '../support/child-server.js';
import { BrowserSession, type BrowserResponse } from '../support/browser-session.js';

/**
 * Requests still in flight when their session is destroyed (logout, account deletion).
 * The server is what `npm start` runs, in its own process, so a crash shows as an exit, not as a failed assertion
 * inside the test runner. Each iteration's outcome is asserted as state, whatever the interleaving turned out to be.
 */
const ORIGIN = 'http://app.localhost:8080';
const ITERATIONS = 50;

let db: TestDatabase;
let dataDir: string | undefined;
let server: ChildServer;

beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
  // On Postgres the child uses this file's database; on the embedded driver, a data directory of its own.
  dataDir = db.url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'corrida-'));
  server = await spawnServer({
    ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: dataDir! }),
    SESSION_SECRET: 'segredo-de-sessao-para-o-teste-de-corridas',
    PUBLIC_URL: 'http://localhost:8080',
    APP_URL: ORIGIN,
    ADMIN_PASSWORD: 'senha-do-admin-123',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    LOG_LEVEL: 'warn',
  });
}, 90_000);

afterAll(async () => {
  killAllChildren();
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signUp(tab: BrowserSession, n: number) {
  const email = `corrida-${n}-${Date.now()}@exemplo.com`;
  const password = 'senha-segura-123';
  const res = await tab.post(server.url, '/api/register', { username: `Corrida ${n}`, email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, password };
}

const deck = (n: number) => ({ materia: 'Biologia', assunto: `Corrida ${n}`, autor: 'Teste', grupo: 'A', subgrupo: 'B', ano: 2026 });

/** Four questions to the assistant and two writes, the session's end 3 ms after they left. */
async function raceWith(tab: BrowserSession, end: () => Promise<BrowserResponse>, n: number): Promise<BrowserResponse[]> {
  const inFlight = [
    ...Array.from({ length: 4 }, () => tab.post(server.url, '/api/chatgpt', { message: 'oi' })),
    tab.post(server.url, '/api/decks', deck(n)),
    tab.post(server.url, '/api/decks', deck(n + 1)),
  ];
  await pause(3);
  const ended = end();
  const responses = await Promise.all([...inFlight, ended]);
  expect((await ended).status).toBe(200);
  return responses;
}

async function expectServerUpAndLoggedOut(tab: BrowserSession, responses: BrowserResponse[], label: string) {
  for (const res of responses) expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
  expect(server.child.exitCode, `${label}: o servidor terminou\n${server.output()}`).toBeNull();
  expect((await fetch(`${server.url}/healthz`)).status, label).toBe(200);
  // The browser keeps whatever cookie the last response set, as a real one would.
  expect((await tab.get(server.url, '/api/session')).status, label).toBe(401);
  expect((await tab.get(server.url, '/api/user')).status, label).toBe(401);
  // A write with the old cookie is a clean 401 for a logged-out or deleted user, never a foreign-key 500.
  if (!tab.xsrf) await tab.get(server.url, '/api/csrf');
  const write = await tab.request(server.url, 'POST', '/api/decks', deck(0));
  expect([401, 403], `${label}: ${write.status} ${JSON.stringify(write.body)}`).toContain(write.status);
}

describe('sessions ended while requests are in flight', () => {
  it(`when a user logs out or deletes the account while requests run, then the server stays up and the session stays ended (${ITERATIONS} rounds)`, async () => {
    for (let round = 0; round < ITERATIONS / 2; round++) {
      const tab = new BrowserSession(ORIGIN);
      const { email, password } = await signUp(tab, round);

      await tab.login(server.url, email, password);
      const afterLogout = await raceWith(tab, () => tab.post(server.url, '/api/logout'), round * 10);
      await expectServerUpAndLoggedOut(tab, afterLogout, `logout, rodada ${round}`);

      await tab.login(server.url, email, password);
      const afterDeletion = await raceWith(tab, () => tab.request(server.url, 'DELETE', '/api/usuario/excluir', { senha: password }), round * 10 + 5);
      await expectServerUpAndLoggedOut(tab, afterDeletion, `exclusão, rodada ${round}`);
      // The account is really gone: its password no longer opens a session.
      const again = await new BrowserSession(ORIGIN).post(server.url, '/api/login', { email, password });
      expect(again.status).toBe(401);
    }
    if (db.url) {
      const { rows } = await db.knex.raw<{ rows: { n: string }[] }>(
        `select count(*) as n from sessions where (sess::jsonb ->> 'userId') is not null`,
      );
      expect(Number(rows[0]!.n)).toBe(0);
    }
  }, 300_000);
});
