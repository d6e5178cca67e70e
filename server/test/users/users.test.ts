import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD, loggedIn, uniqueSuffix, uniqueWord } from '../support/factories.js';
import { connectSocket, listen, loginWithCookie, waitFor } from '../chat/socket-client.js';

const t = useTestApp({ deps: { limits: { loginPerIp: 100_000 } } });
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await listen(t);
});

const admin = () => loggedIn(t.app, t.db.knex, { role: 'admin' });
const canLogIn = async (email: string) => (await new TestClient(t.app).post('/api/login', { email, password: DEFAULT_PASSWORD })).status;

describe('the user table for admins', () => {
  it('when an admin searches by name, e-mail or WhatsApp digits, then only matching accounts come back, a page at a time', async () => {
    const tag = uniqueWord();
    const { client } = await admin();
    for (let i = 0; i < ADMIN_USERS_PAGE_SIZE + 5; i++) await createUser(t.db.knex, { username: `Turma ${tag} ${i}` });
    const found = await createUser(t.db.knex, { username: 'Rafaela Quintino', whatsapp: '5511977776666', email: `rafaela-${tag}-4821@exemplo.com` });
    // The digits inside an e-mail are no phone number: this stranger's WhatsApp holds them and stays out.
    await createUser(t.db.knex, { whatsapp: `55119${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}4821` });

    const first = await client.get(`/api/admin/usuarios?busca=${encodeURIComponent(`Turma ${tag}`)}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: ADMIN_USERS_PAGE_SIZE + 5, pagina: 1, por_pagina: ADMIN_USERS_PAGE_SIZE });
    expect(first.body.usuarios).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    const second = await client.get(`/api/admin/usuarios?busca=${encodeURIComponent(`Turma ${tag}`)}&pagina=2`);
    expect(second.body.usuarios).toHaveLength(5);

    for (const busca of ['rafaela quint', found.email.toUpperCase(), '(11) 97777-6666']) {
      const res = await client.get(`/api/admin/usuarios?busca=${encodeURIComponent(busca)}`);
      expect(res.body.usuarios.map((u: AdminUser) => u.id), busca).toEqual([found.id]);
    }
    // LIKE wildcards are plain characters in a search.
    expect((await client.get('/api/admin/usuarios?busca=%25%25%25')).body.total).toBe(0);
    expect((await client.get('/api/admin/usuarios?pagina=0')).status).toBe(400);
  });

  it('when an admin edits a name, e-mail and WhatsApp, then they are saved normalised; a taken e-mail is a 409', async () => {
    const { client } = await admin();
    const user = await createUser(t.db.knex);
    const other = await createUser(t.db.knex);
    const email = `novo-${uniqueSuffix()}@exemplo.com`;
    const res = await client.patch(`/api/admin/usuarios/${user.id}`, { username: 'Nome Novo', email: email.toUpperCase(), whatsapp: '+595 981 123 456' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: 'Nome Novo', email, whatsapp: '595981123456', ativo: true });
    expect(await canLogIn(email)).toBe(200);

    const taken = await client.patch(`/api/admin/usuarios/${user.id}`, { email: other.email });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'Este e-mail já está cadastrado.' });
    expect((await client.patch(`/api/admin/usuarios/${user.id}`, {})).body).toEqual({ error: 'Nada para alterar.' });
    expect((await client.patch(`/api/admin/usuarios/${user.id}`, { role: 'dono' })).status).toBe(400);
    expect((await client.patch('/api/admin/usuarios/99999999', { username: 'X' })).status).toBe(404);
  });

  it('when an admin changes a role, then that person is logged out everywhere and comes back with the new role', async () => {
    const { client } = await admin();
    const person = await loginWithCookie(t.app, t.db.knex, 'usuario');
    const socket = await connectSocket(baseUrl, person.cookie);
    expect((await client.patch(`/api/admin/usuarios/${person.user.id}`, { role: 'colaborador' })).status).toBe(200);
    await waitFor(() => !socket.socket.connected, 5000);
    expect((await person.client.get('/api/session')).status).toBe(401);
    const again = await new TestClient(t.app).post('/api/login', { email: person.user.email, password: DEFAULT_PASSWORD });
    expect(again.body.role).toBe('colaborador');
  });

  it('when an admin deactivates someone, then their session and socket end, login is refused and their data stays; reactivating lets them back', async () => {
    const { client } = await admin();
    const person = await loginWithCookie(t.app, t.db.knex, 'colaborador');
    const socket = await connectSocket(baseUrl, person.cookie);
    await t.db.knex('decks').insert({ user_id: person.user.id, materia: 'Biologia', assunto: 'Células', autor: 'Eu', grupo: 'A', ano: 2026 });

    const off = await client.post(`/api/admin/usuarios/${person.user.id}/desativar`);
    expect(off.status).toBe(200);
    expect(off.body.ativo).toBe(false);
    await waitFor(() => !socket.socket.connected, 5000);
    expect((await person.client.get('/api/session')).status).toBe(401);
    const refused = await new TestClient(t.app).post('/api/login', { email: person.user.email, password: DEFAULT_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Esta conta foi desativada. Fale com a assessoria para reativá-la.' });
    expect(await t.db.knex('decks').where({ user_id: person.user.id })).toHaveLength(1);

    expect((await client.post(`/api/admin/usuarios/${person.user.id}/reativar`)).body.ativo).toBe(true);
    expect(await canLogIn(person.user.email)).toBe(200);
  });

  it('when an admin deletes someone, then the account and everything it owned are gone and its socket closes', async () => {
    const { client } = await admin();
    const person = await loginWithCookie(t.app, t.db.knex, 'usuario');
    const socket = await connectSocket(baseUrl, person.cookie);
    expect((await client.delete(`/api/admin/usuarios/${person.user.id}`)).status).toBe(204);
    await waitFor(() => !socket.socket.connected, 5000);
    expect(await t.db.knex('users').where({ id: person.user.id }).first()).toBeUndefined();
    expect(await canLogIn(person.user.email)).toBe(401);
  });

  it('when an admin acts on their own account here, then it is refused (self-service lives in the settings)', async () => {
    const { user, client } = await admin();
    for (const res of [
      await client.patch(`/api/admin/usuarios/${user.id}`, { role: 'colaborador' }),
      await client.post(`/api/admin/usuarios/${user.id}/desativar`),
      await client.delete(`/api/admin/usuarios/${user.id}`),
    ]) {
      expect(res.status).toBe(409);
    }
    expect((await t.db.knex('users').where({ id: user.id }).first('role', 'ativo'))).toEqual({ role: 'admin', ativo: true });
    // Editing one's own name is fine.
    expect((await client.patch(`/api/admin/usuarios/${user.id}`, { username: 'Dona da Assessoria' })).status).toBe(200);
  });

  it('when the only two active admins demote each other at the same moment, then one demotion wins and an admin remains', async () => {
    await t.db.knex('users').where({ role: 'admin' }).update({ ativo: false });
    const a = await admin();
    const b = await admin();
    const [first, second] = await Promise.all([
      a.client.patch(`/api/admin/usuarios/${b.user.id}`, { role: 'usuario' }),
      b.client.patch(`/api/admin/usuarios/${a.user.id}`, { role: 'usuario' }),
    ]);
    const [won, lost] = [first, second].sort((x, y) => x.status - y.status);
    expect(won!.status).toBe(200);
    // The loser either waited on the lock and found the last admin (409), or arrived once the winner's commit had
    // already demoted it (403) or ended its session (401): a busy machine can serialise the two requests entirely.
    expect([401, 403, 409]).toContain(lost!.status);
    if (lost!.status === 409) expect(lost!.body.error).toBe('Esta é a única conta de administrador ativa: promova outra pessoa antes.');
    expect(await t.db.knex('users').where({ role: 'admin', ativo: true })).toHaveLength(1);
  });
});
