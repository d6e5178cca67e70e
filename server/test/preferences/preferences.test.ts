import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { loggedIn } from '../support/factories.js';

const t = useTestApp();

describe('marketing consent', () => {
  it('when a student who never chose turns marketing on, then they join the prospect list; off again, they leave it', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const prospectIds = async () => ((await admin.get('/api/prospectos')).body as Array<{ id: number }>).map((p) => p.id);

    expect((await client.get('/api/usuario/preferencias')).body).toEqual({ receber_marketing: false });
    expect(await prospectIds()).not.toContain(user.id);
    expect((await client.put('/api/usuario/preferencias', { receber_marketing: true })).body).toEqual({ receber_marketing: true });
    expect(await prospectIds()).toContain(user.id);

    const off = await client.put('/api/usuario/preferencias', { receber_marketing: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ receber_marketing: false });
    expect((await t.db.knex('users').where({ id: user.id }).first()).marketing_opt_out).toBe(true);
    expect(await prospectIds()).not.toContain(user.id);

    expect((await client.put('/api/usuario/preferencias', { receber_marketing: true })).body).toEqual({ receber_marketing: true });
    expect(await prospectIds()).toContain(user.id);
  });

  it("when someone changes preferences, then only their own account changes", async () => {
    const { user: other } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    await client.put('/api/usuario/preferencias', { receber_marketing: true, userId: other.id });
    expect((await t.db.knex('users').where({ id: other.id }).first()).marketing_opt_out).toBe(true);
  });

  it('when the value is not a boolean, then 400 in Portuguese and nothing changes', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const res = await client.put('/api/usuario/preferencias', { receber_marketing: 'sim' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/marketing/);
    expect((await t.db.knex('users').where({ id: user.id }).first()).marketing_opt_out).toBe(true);
  });

  it('when nobody is logged in, then 401', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/usuario/preferencias')).status).toBe(401);
    expect((await anonymous.put('/api/usuario/preferencias', { receber_marketing: false })).status).toBe(401);
  });
});
