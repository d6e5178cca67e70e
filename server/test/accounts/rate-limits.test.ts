import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD, loggedIn, uniqueSuffix } from '../support/factories.js';

const t = useTestApp({ deps: { limits: { registerPerIp: 3, loginPerIp: 12 } } });

const account = () => ({ username: 'Ana', email: `ana-${uniqueSuffix()}@exemplo.com`, password: 'segredo1', whatsapp: '5511912345678' });

describe('rate limits', () => {
  it('when one e-mail fails to log in 5 times in 15 minutes, then the 6th attempt gets 429 even with the right password', async () => {
    const user = await createUser(t.db.knex);
    const client = new TestClient(t.app);
    for (let i = 0; i < 5; i++) expect((await client.post('/api/login', { email: user.email, password: 'errada123' })).status).toBe(401);
    const blocked = await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Muitas tentativas de login para este e-mail/);

    // Another person's e-mail is not locked out by it.
    const other = await createUser(t.db.knex);
    expect((await new TestClient(t.app).post('/api/login', { email: other.email, password: DEFAULT_PASSWORD })).status).toBe(200);
  });

  it('when one address registers past the hourly limit, then 429 and the extra account is not created', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < 3; i++) expect((await client.post('/api/register', account())).status).toBe(201);
    const extra = account();
    const res = await client.post('/api/register', extra);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: 'Muitos cadastros a partir desta rede. Tente novamente mais tarde.' });
    expect(await t.db.knex('users').where({ email: extra.email }).first()).toBeUndefined();
  });

  it('when an admin creates accounts, then the per-address sign-up limit does not apply', async () => {
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    for (let i = 0; i < 5; i++) {
      expect((await admin.post('/api/register', { ...account(), role: 'colaborador' })).status).toBe(201);
    }
  });

  it('when one address sends too many logins, then 429 whatever the e-mail', async () => {
    const client = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      statuses.push((await client.post('/api/login', { email: `x-${uniqueSuffix()}@exemplo.com`, password: 'errada123' })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
  });
});
