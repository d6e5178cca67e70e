import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';

const t = useTestApp({ deps: { limits: { loginPerIp: 1000 } } });

/** Five wrong passwords lock the address (15 minutes); returns the locked user. */
async function lockedOut() {
  const user = await createUser(t.db.knex);
  const client = new TestClient(t.app);
  for (let i = 0; i < 5; i++) expect((await client.post('/api/login', { email: user.email, password: 'errada123' })).status).toBe(401);
  return user;
}

describe('the per-e-mail login lockout keys on the address login reads', () => {
  const variants: [string, (email: string) => string][] = [
    ['NUL characters appended', (email) => `${email}\u0000\u0000`],
    ['a NUL inside the address', (email) => email.replace('@', '\u0000@')],
    ['upper case and spaces', (email) => `  ${email.toUpperCase()} `],
  ];

  for (const [label, variant] of variants) {
    it(`when a locked address is retried with ${label} and the right password, then it is still 429`, async () => {
      const user = await lockedOut();
      const res = await new TestClient(t.app).post('/api/login', { email: variant(user.email), password: DEFAULT_PASSWORD });
      expect(res.status).toBe(429);
      expect(res.body.error).toMatch(/Muitas tentativas de login para este e-mail/);
    });
  }

  it('when wrong passwords are spread over variants of one address, then they add up to one lockout', async () => {
    const user = await createUser(t.db.knex);
    const client = new TestClient(t.app);
    const spellings = [user.email, `${user.email}\u0000`, user.email.toUpperCase(), ` ${user.email}`, `\u0000${user.email}`];
    for (const email of spellings) expect((await client.post('/api/login', { email, password: 'errada123' })).status).toBe(401);
    expect((await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(429);
  });
});
