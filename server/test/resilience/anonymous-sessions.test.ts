import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { APP_ORIGIN, useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { loadConfig } from '../../src/config.js';

const t = useTestApp();

const sessionRows = async () => Number((await t.db.knex('sessions').count<{ n: string }[]>('* as n'))[0]!.n);

describe('sessions are stored only when they hold something', () => {
  it('when 300 cookieless GETs hit the API, then no session row is stored', async () => {
    const before = await sessionRows();
    const paths = ['/api/user', '/api/session', '/api/decks', '/api/nao-existe', '/webhook/qualquer'];
    for (let i = 0; i < 300; i++) await request(t.app).get(paths[i % paths.length]!);
    expect(await sessionRows()).toBe(before);
  });

  it('when 200 visitors each ask for a CSRF token and post as anonymous visitors, then no session row is stored', async () => {
    const before = await sessionRows();
    const user = await createUser(t.db.knex);
    for (let i = 0; i < 200; i++) {
      const visitor = await new TestClient(t.app).prime();
      expect(visitor.xsrf, 'cada visitante recebe um token').toMatch(/^a\./);
      // What anonymous pages post: a failed login and a password-reset request. Neither is refused as CSRF.
      if (i % 50 === 0) {
        expect((await visitor.post('/api/login', { email: user.email, password: 'senha-errada-1' })).status).toBe(401);
        expect((await visitor.post('/api/senha/esqueci', { email: user.email })).status).toBe(202);
      }
    }
    expect(await sessionRows()).toBe(before);
  });

  it('when a visitor logs in with the anonymous token, then exactly one row is stored: the logged-in session', async () => {
    const before = await sessionRows();
    const user = await createUser(t.db.knex);
    const client = await new TestClient(t.app).prime();
    expect(await sessionRows()).toBe(before);
    expect((await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(200);
    expect(await sessionRows()).toBe(before + 1);
    // From here on the token is the session's own: the anonymous one is refused.
    expect(client.xsrf).not.toMatch(/^a\./);
    expect((await client.post('/api/decks', { materia: 'A', assunto: 'B', autor: 'C', grupo: 'D', ano: 2026 })).status).toBe(201);
  });

  it("when an anonymous token is forged, altered, another visitor's, expired or absent from the cookie, then the POST is refused as CSRF", async () => {
    const user = await createUser(t.db.knex);
    const other = await new TestClient(t.app).prime();
    const visitor = await new TestClient(t.app).prime();
    const token = visitor.xsrf!;
    const [kind, issuedAt, nonce, mac] = token.split('.');
    const twelveHoursAgo = (Date.now() - 12 * 60 * 60 * 1000 - 60_000).toString(36);
    const attempts: Array<[string, string]> = [
      ['forjado', 'a.0.abc.def'],
      ['assinatura alterada', `${kind}.${issuedAt}.${nonce}.${mac!.slice(0, -2)}xx`],
      ['data alterada', `${kind}.${twelveHoursAgo}.${nonce}.${mac}`],
      ['token de outro visitante', other.xsrf!],
    ];
    for (const [label, header] of attempts) {
      const res = await visitor.agent
        .post('/api/login')
        .set('Origin', APP_ORIGIN)
        .set('X-XSRF-TOKEN', header)
        .send({ email: user.email, password: DEFAULT_PASSWORD });
      expect(res.status, label).toBe(403);
      expect(res.body, label).toEqual({ error: 'Token CSRF ausente ou inválido. Recarregue a página.' });
    }
    // The header alone, without the cookie it must match (a fresh agent has no cookie).
    const bare = await request(t.app).post('/api/login').set('Origin', APP_ORIGIN).set('X-XSRF-TOKEN', token).send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(bare.status).toBe(403);
    // And the visitor's own pair still works.
    expect((await visitor.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(200);
  });

  it('when the XSRF cookie outlived its session, then the POST is refused with the message the client retries on, and a new token works', async () => {
    const user = await createUser(t.db.knex);
    const client = new TestClient(t.app);
    await client.login(user.email, DEFAULT_PASSWORD);
    await t.db.knex('sessions').where({ user_id: user.id }).delete();
    const res = await client.post('/api/login', { email: user.email, password: 'qualquer-uma' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Token CSRF ausente ou inválido. Recarregue a página.' });
    // What the client does on that message: fetch /api/csrf again (the stale cookie is replaced) and resend.
    client.xsrf = undefined;
    await client.prime();
    expect((await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(200);
  });
});

describe('loopback spellings of the local origin', () => {
  for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
    it(`when the site is opened at ${origin}, then its POSTs are accepted`, async () => {
      const user = await createUser(t.db.knex);
      const client = new TestClient(t.app);
      await client.prime();
      const res = await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD }, { Origin: origin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
  }

  it('when another local port or a look-alike host sends the POST, then it is still refused', async () => {
    for (const origin of ['http://127.0.0.1:3001', 'http://127.0.0.1.evil.test:3000', 'http://localhost.evil.test:3000']) {
      const client = new TestClient(t.app);
      await client.prime();
      const res = await client.post('/api/login', { email: 'a@b.com', password: 'qualquer-uma' }, { Origin: origin });
      expect(res.body).toEqual({ error: 'Origem não permitida.' });
    }
  });
});

describe('allowed origins of a deployment', () => {
  const SECRET = 'segredo-de-sessao-com-mais-de-32-caracteres';
  it('when the product runs on its own host name, then only the configured origins are allowed', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://exemplo.com.br', APP_URL: 'https://app.exemplo.com.br', SESSION_SECRET: SECRET });
    expect(config.allowedOrigins).toEqual(['https://exemplo.com.br', 'https://app.exemplo.com.br']);
  });

  it('when it runs with the default local URLs, then the loopback spellings of localhost are allowed too', () => {
    const config = loadConfig({ NODE_ENV: 'production', PORT: '3000', SESSION_SECRET: SECRET });
    expect(config.allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://app.localhost:3000',
    ]);
  });
});
