import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { useTestApp } from '../support/test-app.js';
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

  it('when a page asks for a CSRF token, then one session holds it and a login through it works', async () => {
    const before = await sessionRows();
    const user = await createUser(t.db.knex);
    const client = new TestClient(t.app);
    await client.prime();
    expect(await sessionRows()).toBe(before + 1);
    expect((await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(200);
    // Login rotated the id: the anonymous row is gone, the logged-in one replaced it.
    expect(await sessionRows()).toBe(before + 1);
  });

  it('when the XSRF cookie outlived its session, then the POST is refused with the message the client retries on', async () => {
    const client = new TestClient(t.app);
    await client.prime();
    await t.db.knex('sessions').delete();
    const res = await client.post('/api/login', { email: 'alguem@exemplo.com', password: 'qualquer-uma' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Token CSRF ausente ou inválido. Recarregue a página.' });
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
