import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, APP_ORIGIN } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, loggedIn } from '../support/factories.js';
import { INVALID_LINK, linkIn, sha256 } from './helpers.js';

// Neither SMTP nor WhatsApp: the admin's link is the only way.
const t = useTestApp();
let admin: TestClient;

beforeAll(async () => {
  ({ client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' }));
});

describe('reset links made by an admin', () => {
  it('when no channel is configured and a person asks, then the answer says the team sends the link, no link is stored, and admins see the request', async () => {
    const user = await createUser(t.db.knex);
    const res = await new TestClient(t.app).post('/api/senha/esqueci', { email: user.email });
    const unknown = await new TestClient(t.app).post('/api/senha/esqueci', { email: `ninguem-${user.id}@exemplo.com` });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, entrega: 'equipe' });
    expect(unknown.body).toEqual(res.body);
    const pending = async () =>
      (
        (await admin.get('/api/admin/senha/pedidos')).body as { pedidos: Array<{ user_id: number; email: string }> }
      ).pedidos.filter((pedido) => pedido.user_id === user.id);
    await expect
      .poll(pending)
      .toEqual([expect.objectContaining({ user_id: user.id, email: user.email, pedido_em: expect.any(String) })]);
    expect(await t.db.knex('password_reset_tokens').where({ user_id: user.id }).first()).toBeUndefined();

    // The admin's link answers the request: it leaves the list.
    expect((await admin.post(`/api/admin/usuarios/${user.id}/link-senha`)).status).toBe(200);
    expect(await pending()).toEqual([]);
  });

  it('when a deactivated account asks with no channel configured, then no request waits for the team', async () => {
    const user = await createUser(t.db.knex);
    await t.db.knex('users').where({ id: user.id }).update({ ativo: false });
    const marker = await createUser(t.db.knex);
    await new TestClient(t.app).post('/api/senha/esqueci', { email: user.email });
    await new TestClient(t.app).post('/api/senha/esqueci', { email: marker.email });
    // The request asked afterwards is recorded: the deactivated one had its time.
    await expect
      .poll(async () => (await t.db.knex('pedidos_senha').where({ user_id: marker.id }).first()) !== undefined)
      .toBe(true);
    expect(await t.db.knex('pedidos_senha').where({ user_id: user.id }).first()).toBeUndefined();
  });

  it('when a colaborador or a student reads the pending requests, then 403', async () => {
    for (const role of ['colaborador', 'usuario'] as const) {
      const { client } = await loggedIn(t.app, t.db.knex, { role });
      const res = await client.get('/api/admin/senha/pedidos');
      expect(res.status).toBe(403);
      expect(res.body.pedidos).toBeUndefined();
    }
  });

  it('when an admin asks for a link, then it opens the reset page on the app host, expires in 30 minutes and works once', async () => {
    const user = await createUser(t.db.knex);
    const started = Date.now();
    const res = await admin.post(`/api/admin/usuarios/${user.id}/link-senha`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['expira_em', 'url']);
    const { url, token } = linkIn(res.body.url);
    expect(url).toBe(`${APP_ORIGIN}/redefinir-senha?token=${token}`);
    const expiresIn = new Date(res.body.expira_em).getTime() - started;
    expect(expiresIn).toBeGreaterThan(29 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60 * 1000 + 5000);
    expect((await t.db.knex('password_reset_tokens').where({ user_id: user.id }).first()).token_hash).toBe(sha256(token));

    const client = new TestClient(t.app);
    expect((await client.post('/api/senha/redefinir', { token, senha: 'senha-do-link-admin' })).status).toBe(200);
    expect((await client.post('/api/senha/redefinir', { token, senha: 'senha-do-link-admin' })).body).toEqual(INVALID_LINK);
  });

  it('when an admin makes a second link, then the first stops working', async () => {
    const user = await createUser(t.db.knex);
    const first = linkIn((await admin.post(`/api/admin/usuarios/${user.id}/link-senha`)).body.url).token;
    const second = linkIn((await admin.post(`/api/admin/usuarios/${user.id}/link-senha`)).body.url).token;
    const client = new TestClient(t.app);
    expect((await client.post('/api/senha/redefinir', { token: first, senha: 'senha-nova-123' })).status).toBe(400);
    expect((await client.post('/api/senha/redefinir', { token: second, senha: 'senha-nova-123' })).status).toBe(200);
  });

  it('when someone other than an admin asks, then colaborador and usuario get 403, anonymous 401, and no link exists', async () => {
    const user = await createUser(t.db.knex);
    const { client: colaborador } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    const { client: usuario } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const anonymous = new TestClient(t.app);

    expect((await colaborador.post(`/api/admin/usuarios/${user.id}/link-senha`)).status).toBe(403);
    expect((await usuario.post(`/api/admin/usuarios/${user.id}/link-senha`)).status).toBe(403);
    const refused = await anonymous.post(`/api/admin/usuarios/${user.id}/link-senha`);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBeTypeOf('string');
    expect(await t.db.knex('password_reset_tokens').where({ user_id: user.id }).first()).toBeUndefined();
  });

  it('when the user does not exist or the id is not one, then 404 or 400 in Portuguese', async () => {
    const missing = await admin.post('/api/admin/usuarios/2147483647/link-senha');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Usuário não encontrado.' });
    const junk = await admin.post('/api/admin/usuarios/abc/link-senha');
    expect(junk.status).toBe(400);
    expect(junk.body).toEqual({ error: 'Identificador inválido.' });
  });

  it('when neither SMTP nor WhatsApp is configured, then the channels say so and sending a link is refused with the way out', async () => {
    const user = await createUser(t.db.knex);
    const channels = await admin.get('/api/admin/senha/canais');
    expect(channels.status).toBe(200);
    expect(channels.body).toEqual({ email: false, whatsapp: false });

    const refused = await admin.post(`/api/admin/usuarios/${user.id}/enviar-link-senha`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/Gere o link e entregue-o em particular/);
    expect(await t.db.knex('password_reset_tokens').where({ user_id: user.id }).first()).toBeUndefined();
  });
});
