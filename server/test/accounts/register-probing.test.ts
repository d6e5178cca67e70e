import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD, uniqueSuffix } from '../support/factories.js';

/**
 * Sign-up says "Este e-mail já está cadastrado" (the product needs it), so it could test a list of addresses for
 * accounts. Each such answer is charged to the same per-IP budget as login: five here.
 */
const t = useTestApp({ deps: { limits: { registerPerIp: 1000, loginPerIp: 5 } } });

const signUp = (email: string) => ({ username: 'Ana', email, password: 'segredo1', whatsapp: '5511912345678' });
const LOGIN_LIMIT = { error: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.' };

describe('registration as a way to test addresses', () => {
  it('when one address keeps hitting taken e-mails, then after the login budget the answer is 429 and logins from there stop too', async () => {
    const taken = await Promise.all(Array.from({ length: 7 }, () => createUser(t.db.knex)));
    const client = new TestClient(t.app);
    const statuses: number[] = [];
    for (const user of taken) statuses.push((await client.post('/api/register', signUp(user.email.toUpperCase()))).status);
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429, 429]);
    const refused = await client.post('/api/register', signUp(taken[0]!.email));
    expect(refused.body).toEqual(LOGIN_LIMIT);
    // One budget: the login from the same address is out of tries as well.
    const login = await client.post('/api/login', { email: taken[0]!.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(429);
    expect(login.body).toEqual(LOGIN_LIMIT);
  });

  it('when a new address signs up, then it is not charged to the login budget (only the "already taken" answers are)', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < 6; i++) {
      const res = await client.post('/api/register', signUp(`nova-${uniqueSuffix()}@exemplo.com`));
      expect(res.status, `cadastro ${i}`).toBe(201);
    }
  });
});
