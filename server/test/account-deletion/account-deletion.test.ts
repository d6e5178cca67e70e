import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD, loggedIn, uniqueSuffix } from '../support/factories.js';
import { createCard, createDeck } from '../flashcards/helpers.js';

const t = useTestApp();

/** Every (table, column) with a foreign key to users(id), read from the catalogue so new tables are covered too. */
async function columnsReferencingUsers(knex: Knex): Promise<{ table: string; column: string }[]> {
  const result = await knex.raw(`
    select cl.relname as table, a.attname as column
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'users'::regclass`);
  return result.rows;
}

/** A user with something in every table the product writes for them. */
async function richUser() {
  const { user, client } = await loggedIn(t.app, t.db.knex);
  const deck = await createDeck(client);
  const card = await createCard(client, deck.id, 'Coração', 'Bomba');
  const audio = await client.post('/api/tts/salvar', { text: 'Coração', deckId: deck.id, cardId: card.id, tipo: 'frente' });
  expect(audio.status).toBe(200);
  const [mensagem] = await t.db.knex('mensagens').insert({ user_id: user.id, autor: 'user', mensagem: 'Olá' }).returning('id');
  await t.db.knex('whatsapp_envios').insert({
    user_id: user.id,
    mensagem_id: (mensagem as { id: number }).id,
    numero: '5511987654321',
    tipo: 'texto',
    texto: 'Olá',
  });
  // A second device logged in as the same user.
  const otherDevice = new TestClient(t.app);
  await otherDevice.login(user.email, DEFAULT_PASSWORD);
  return { user, client, otherDevice, deck, card };
}

describe('DELETE /api/usuario/excluir', () => {
  it('when a student deletes the account, then zero rows owned by them remain in any table and other users keep theirs', async () => {
    const { user, client, otherDevice, deck, card } = await richUser();
    const bystander = await richUser();
    const referencing = await columnsReferencingUsers(t.db.knex);
    expect(referencing.map((r) => r.table)).toEqual(expect.arrayContaining(['decks', 'mensagens', 'audio', 'whatsapp_envios']));

    const res = await client.delete('/api/usuario/excluir', { senha: DEFAULT_PASSWORD });
    expect(res.status).toBe(200);
    const cookies = (res.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(cookies).toMatch(/sid=;/);
    expect(cookies).toMatch(/XSRF-TOKEN=;/);

    const k = t.db.knex;
    expect(await k('users').where({ id: user.id })).toHaveLength(0);
    for (const { table, column } of referencing) {
      expect(await k(table).where(column, user.id), `${table}.${column}`).toHaveLength(0);
    }
    expect(await k('flashcards').where({ deck_id: deck.id })).toHaveLength(0);
    expect(await k('flashcard_audio').where({ flashcard_id: card.id })).toHaveLength(0);
    expect(await k('sessions').whereRaw(`(sess::jsonb ->> 'userId') = ?`, [String(user.id)])).toHaveLength(0);

    expect((await otherDevice.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(401);
    const relogin = await new TestClient(t.app).post('/api/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(relogin.status).toBe(401);

    expect(await k('decks').where({ user_id: bystander.user.id })).toHaveLength(1);
    expect(await k('audio').where({ user_id: bystander.user.id })).toHaveLength(1);
    expect((await bystander.otherDevice.get('/api/user')).status).toBe(200);
  });

  it('when the password is missing or wrong, then nothing is deleted and the session goes on', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const deck = await createDeck(client);
    const missing = await client.delete('/api/usuario/excluir');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'Informe sua senha para excluir a conta.' });
    const wrong = await client.delete('/api/usuario/excluir', { senha: 'senha-errada-999' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: 'Senha incorreta. Nada foi excluído.' });
    expect(await t.db.knex('users').where({ id: user.id })).toHaveLength(1);
    expect(await t.db.knex('decks').where({ id: deck.id })).toHaveLength(1);
    expect((await client.get('/api/user')).status).toBe(200);
    expect(await t.db.knex('auditoria').where({ acao: 'excluir_usuario' }).whereRaw(`detalhes->>'conta_excluida' = ?`, [String(user.id)])).toEqual([]);
  });

  it('when a student deletes their own account, then the audit trail keeps one entry: the former id, the role, the moment, nothing personal', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { username: `Nome Pessoal ${uniqueSuffix()}` });
    const before = new Date(Date.now() - 1000);
    expect((await client.delete('/api/usuario/excluir', { senha: DEFAULT_PASSWORD })).status).toBe(200);
    const entries = await t.db.knex('auditoria').where({ acao: 'excluir_usuario' }).whereRaw(`detalhes->>'conta_excluida' = ?`, [String(user.id)]);
    expect(entries).toHaveLength(1);
    const entry = entries[0] as Record<string, unknown>;
    expect(entry).toMatchObject({ ator_id: null, ator_papel: 'usuario', alvo_id: null, ip: null });
    expect(entry.detalhes).toEqual({ conta_excluida: user.id, pela_propria_pessoa: true });
    expect(new Date(entry.criado_em as string).getTime()).toBeGreaterThan(before.getTime());
    for (const personal of [user.username, user.email, user.whatsapp ?? '']) expect(JSON.stringify(entry)).not.toContain(personal);

    // The admin's audit page shows it under "Excluiu conta".
    const admin = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const page = await admin.client.get('/api/admin/auditoria?acao=excluir_usuario');
    expect(page.status).toBe(200);
    expect(page.body.entradas.map((e: { detalhes: unknown }) => e.detalhes)).toContainEqual({ conta_excluida: user.id, pela_propria_pessoa: true });
    // And asking "about user N" finds it, although the account (and so the entry's target) is gone.
    const about = await admin.client.get(`/api/admin/auditoria?alvo_id=${user.id}`);
    expect(about.body.entradas).toEqual([expect.objectContaining({ acao: 'excluir_usuario', alvo_id: null, detalhes: { conta_excluida: user.id, pela_propria_pessoa: true } })]);
  });

  it('when nobody is logged in, then 401', async () => {
    const res = await new TestClient(t.app).delete('/api/usuario/excluir');
    expect(res.status).toBe(401);
    expect(res.body.error).toBeTypeOf('string');
  });

  it('when the CSRF header is missing, then 403 and the account stays', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const res = await client.agent.delete('/api/usuario/excluir').set('Origin', 'http://app.localhost:3000');
    expect(res.status).toBe(403);
    expect(await t.db.knex('users').where({ id: user.id })).toHaveLength(1);
  });

  it('when the only admin tries to delete their account, then 409; with a second admin, it works', async () => {
    await t.db.knex('users').where({ role: 'admin' }).delete();
    const admin = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const refused = await admin.client.delete('/api/usuario/excluir', { senha: DEFAULT_PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: 'Esta é a única conta de administrador e não pode ser excluída.' });
    await createUser(t.db.knex, { role: 'admin' });
    expect((await admin.client.delete('/api/usuario/excluir', { senha: DEFAULT_PASSWORD })).status).toBe(200);
  });

  it("when staff replied to the user, then deleting the staff account keeps the student's history without the author link", async () => {
    const student = await createUser(t.db.knex);
    const staff = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    await t.db.knex('mensagens').insert({ user_id: student.id, autor: 'colaborador', autor_id: staff.user.id, mensagem: 'Oi' });
    expect((await staff.client.delete('/api/usuario/excluir', { senha: DEFAULT_PASSWORD })).status).toBe(200);
    const history = await t.db.knex('mensagens').where({ user_id: student.id });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ autor_id: null, mensagem: 'Oi' });
  });
});
