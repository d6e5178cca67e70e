import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD, loggedIn, uniqueSuffix } from '../support/factories.js';

const t = useTestApp();

const row = (id: number) => t.db.knex('users').where({ id }).first('username', 'email', 'whatsapp');
const newEmail = () => `novo-${uniqueSuffix()}@exemplo.com`;

describe('PUT /api/usuario/perfil (correction, LGPD art. 18 III)', () => {
  it('when a student corrects name and WhatsApp, then both are stored normalised and /api/user shows them', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const res = await client.put('/api/usuario/perfil', { username: '  Ana Souza ', email: user.email, whatsapp: '+595 0981 123 456' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: 'Ana Souza', whatsapp: '595981123456' });
    expect(await row(user.id)).toMatchObject({ username: 'Ana Souza', whatsapp: '595981123456' });
    expect((await client.get('/api/user')).body).toMatchObject({ username: 'Ana Souza', whatsapp: '595981123456' });
  });

  it('when the e-mail changes with the right current password, then it is stored and the new e-mail logs in', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const email = newEmail();
    const res = await client.put('/api/usuario/perfil', { username: user.username, email: email.toUpperCase(), whatsapp: user.whatsapp, senhaAtual: DEFAULT_PASSWORD });
    expect(res.status).toBe(200);
    expect((await row(user.id))?.email).toBe(email);
    expect((await new TestClient(t.app).post('/api/login', { email, password: DEFAULT_PASSWORD })).status).toBe(200);
  });

  it('when the e-mail changes without or with a wrong password, then 400/403 in Portuguese and nothing changes', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const body = { username: 'Outro Nome', email: newEmail(), whatsapp: user.whatsapp };
    const missing = await client.put('/api/usuario/perfil', body);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Informe sua senha atual para trocar o e-mail.');
    const wrong = await client.put('/api/usuario/perfil', { ...body, senhaAtual: 'senha-errada-1' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('Senha atual incorreta.');
    expect(await row(user.id)).toMatchObject({ username: user.username, email: user.email });
  });

  it("when the e-mail is another account's, then 409 and nothing changes; another's WhatsApp number is accepted unproven", async () => {
    const other = await createUser(t.db.knex);
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const takenEmail = await client.put('/api/usuario/perfil', {
      username: user.username,
      email: other.email.toUpperCase(),
      whatsapp: user.whatsapp,
      senhaAtual: DEFAULT_PASSWORD,
    });
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.body.error).toBe('Este e-mail já está cadastrado.');
    expect(await row(user.id)).toMatchObject({ email: user.email, whatsapp: user.whatsapp });
    // Sign-up never refused a number either (telling would reveal who else has it): a typed number is only a claim,
    // and its WhatsApp messages stay with the account that proved it.
    const sameNumber = await client.put('/api/usuario/perfil', { username: user.username, email: user.email, whatsapp: other.whatsapp });
    expect(sameNumber.status).toBe(200);
    expect(await t.db.knex('users').where({ id: user.id }).first('whatsapp', 'whatsapp_verificado_em')).toEqual({
      whatsapp: other.whatsapp,
      whatsapp_verificado_em: null,
    });
    expect((await t.db.knex('users').where({ id: other.id }).first('whatsapp_verificado_em')).whatsapp_verificado_em).not.toBeNull();
  });

  it('when the fields break the registration rules, then 400 with the same messages as sign-up', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const put = (body: object) => client.put('/api/usuario/perfil', { username: user.username, email: user.email, whatsapp: user.whatsapp, ...body });
    expect((await put({ username: ' ' })).body.error).toBe('Nome é obrigatório.');
    expect((await put({ username: '<b>x</b>' })).body.error).toBe('Nome não pode conter < ou >.');
    expect((await put({ email: 'sem-arroba' })).body.error).toBe('E-mail inválido.');
    expect((await put({ whatsapp: '+55 11 1234' })).body.error).toBe('WhatsApp inválido.');
    expect(await row(user.id)).toMatchObject({ username: user.username, whatsapp: user.whatsapp });
  });

  it('when the WhatsApp field is emptied, then the number is removed', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    expect((await client.put('/api/usuario/perfil', { username: user.username, email: user.email, whatsapp: '' })).status).toBe(200);
    expect((await row(user.id))?.whatsapp).toBeNull();
  });

  it("when the body names another account's id, then only the caller's own account changes", async () => {
    const other = await createUser(t.db.knex);
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    await client.put('/api/usuario/perfil', { id: other.id, userId: other.id, username: 'Trocado', email: user.email, whatsapp: user.whatsapp });
    expect((await row(other.id))?.username).toBe(other.username);
    expect((await row(user.id))?.username).toBe('Trocado');
  });

  it('when nobody is logged in, then 401', async () => {
    expect((await new TestClient(t.app).put('/api/usuario/perfil', { username: 'X', email: newEmail() })).status).toBe(401);
  });
});
