import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { uniqueSuffix } from '../support/factories.js';

/**
 * The suites hash at bcrypt's lowest cost (support/test-app.ts): this file runs with the product's configuration, so
 * what a deployment stores is still proven through the real routes.
 */
const t = useTestApp({ env: { PASSWORD_HASH_COST: undefined } });

const storedHash = async (email: string) => (await t.db.knex('users').where({ email }).first('password_hash')).password_hash as string;

describe('password hashes with the product configuration', () => {
  it('when a visitor registers and then changes the password, then both hashes are bcrypt at cost 12', async () => {
    const client = new TestClient(t.app);
    const email = `custo-${uniqueSuffix()}@exemplo.com`;
    expect((await client.post('/api/register', { username: 'Custo Doze', email, password: 'segredo-doze-1' })).status).toBe(201);
    expect(await storedHash(email)).toMatch(/^\$2b\$12\$/);

    await client.login(email, 'segredo-doze-1');
    const changed = await client.put('/api/usuario/senha', { senhaAtual: 'segredo-doze-1', novaSenha: 'segredo-doze-2' });
    expect(changed.status).toBe(200);
    expect(await storedHash(email)).toMatch(/^\$2b\$12\$/);
  });
});
