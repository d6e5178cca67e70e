import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';

const t = useTestApp({ deps: { limits: { loginPerIp: 100_000 } } });
afterEach(() => {
  vi.useRealTimers();
});

const WRONG = 'senha-errada-123';
const login = (client: TestClient, email: string, password: string) => client.post('/api/login', { email, password });
/** Only Date moves: the server's notion of "now" for the delays; timers and I/O stay real. */
const travel = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
};
const minutes = (n: number) => n * 60_000;

/** A student who logged in on their own browser once (it is now a known device), then logged out. */
async function ownerWithKnownDevice() {
  const user = await createUser(t.db.knex);
  const owner = new TestClient(t.app);
  expect((await login(owner, user.email, DEFAULT_PASSWORD)).status).toBe(200);
  expect((await owner.post('/api/logout')).status).toBe(200);
  return { user, owner };
}

async function strangerFails(email: string, times: number) {
  const stranger = new TestClient(t.app);
  for (let i = 0; i < times; i++) expect((await login(stranger, email, WRONG)).status, `tentativa ${i + 1}`).toBe(401);
  return stranger;
}

describe('login throttling that protects without locking the owner out', () => {
  it('when a stranger fails five times, then the stranger is throttled even with the right password, and the owner still gets in from their device', async () => {
    const { user, owner } = await ownerWithKnownDevice();
    const stranger = await strangerFails(user.email, 5);
    const refused = await login(stranger, user.email, DEFAULT_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Muitas tentativas de login para este e-mail. Aguarde 1 minuto e tente novamente.');
    // Another unknown browser is throttled too: the account's key is shared by every client it does not know.
    expect((await login(new TestClient(t.app), user.email, DEFAULT_PASSWORD)).status).toBe(429);

    expect((await login(owner, user.email, DEFAULT_PASSWORD)).status).toBe(200);
    expect((await owner.get('/api/session')).status).toBe(200);
  });

  it('when failures go on, then each wait grows (1, 2, 4 minutes…) and a success ends the streak', async () => {
    const user = await createUser(t.db.knex);
    const stranger = await strangerFails(user.email, 5);
    expect((await login(stranger, user.email, WRONG)).status).toBe(429);
    travel(minutes(1) + 1000);
    expect((await login(stranger, user.email, WRONG)).status).toBe(401);
    travel(minutes(1) + 1000);
    const second = await login(stranger, user.email, WRONG);
    expect(second.status).toBe(429);
    expect(second.body.error).toMatch(/Aguarde 1 minuto/);
    travel(minutes(1));
    expect((await login(stranger, user.email, WRONG)).status).toBe(401);
    travel(minutes(2) + 1000);
    expect((await login(stranger, user.email, WRONG)).status).toBe(429);
    travel(minutes(2));
    // The right password after the wait: in, and the streak is over.
    expect((await login(stranger, user.email, DEFAULT_PASSWORD)).status).toBe(200);
    expect(await t.db.knex('login_throttle').where({ chave: `conta:${user.email}` }).first()).toBeUndefined();
  });

  it('when guesses arrive in parallel at the threshold, then only one of them is checked', async () => {
    const user = await createUser(t.db.knex);
    await strangerFails(user.email, 4);
    const statuses = await Promise.all(Array.from({ length: 8 }, () => login(new TestClient(t.app), user.email, WRONG).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('when an account reaches 100 consecutive failures, then unknown clients stop until the password is reset', async () => {
    const user = await createUser(t.db.knex);
    await t.db.knex('login_throttle').insert({ chave: `conta:${user.email}`, falhas: 99, ultima_em: new Date(Date.now() - minutes(16)) });
    expect((await login(new TestClient(t.app), user.email, WRONG)).status).toBe(401);
    travel(minutes(60 * 48));
    const refused = await login(new TestClient(t.app), user.email, DEFAULT_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Esqueci minha senha/);
  });

  it('when a streak below the ceiling is left alone for a day, then it starts over', async () => {
    const user = await createUser(t.db.knex);
    await strangerFails(user.email, 5);
    travel(minutes(60 * 25));
    expect((await login(new TestClient(t.app), user.email, WRONG)).status).toBe(401);
    expect((await t.db.knex('login_throttle').where({ chave: `conta:${user.email}` }).first()).falhas).toBe(1);
  });

  it('when the device cookie is forged or belongs to another account, then the client is unknown', async () => {
    const { user: owner } = await ownerWithKnownDevice();
    const { owner: otherBrowser } = await ownerWithKnownDevice();
    await strangerFails(owner.email, 5);
    // A browser known to another account gets no pass for this one.
    expect((await login(otherBrowser, owner.email, DEFAULT_PASSWORD)).status).toBe(429);
    const forged = new TestClient(t.app);
    (forged.agent as unknown as { jar: { setCookie(cookie: string): void } }).jar.setCookie(
      `dispositivo=${owner.id}.${'A'.repeat(22)}.${'B'.repeat(43)}`,
    );
    expect((await login(forged, owner.email, DEFAULT_PASSWORD)).status).toBe(429);
  });

  it('when the owner mistypes on their own device, then that device is throttled on its own key and strangers are unaffected by it', async () => {
    const { user, owner } = await ownerWithKnownDevice();
    for (let i = 0; i < 5; i++) expect((await login(owner, user.email, WRONG)).status).toBe(401);
    expect((await login(owner, user.email, DEFAULT_PASSWORD)).status).toBe(429);
    // The account's key for unknown clients has no failures from it.
    expect((await login(new TestClient(t.app), user.email, DEFAULT_PASSWORD)).status).toBe(200);
  });
});
