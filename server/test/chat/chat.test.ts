import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, loggedIn } from '../support/factories.js';

const t = useTestApp();

const countMessages = async (userId?: number) => {
  const query = t.db.knex('mensagens');
  if (userId) query.where({ user_id: userId });
  const row = await query.count('* as n').first();
  return Number(row?.n);
};

const saveAsIa = (client: TestClient, userId: number, texto: string) =>
  client.post('/api/chat/salvar', { userId, autor: 'ia', texto });

describe('saving messages', () => {
  it('when a usuario writes in their own conversation, then 201, the history and the ticket columns show it', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const res = await client.post('/api/chat/salvar', { userId: user.id, autor: 'user', texto: '  Quais documentos preciso?  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: user.id, autor: 'user', mensagem: 'Quais documentos preciso?' });
    expect(res.body.id).toBeTypeOf('number');
    expect(new Date(res.body.criado_em).toISOString()).toBe(res.body.criado_em);

    const history = await client.get(`/api/chat/historico/${user.id}`);
    expect(history.status).toBe(200);
    expect(history.body.mensagens).toEqual([
      { id: res.body.id, autor: 'user', mensagem: 'Quais documentos preciso?', criado_em: res.body.criado_em, autor_nome: null },
    ]);

    const row = await t.db.knex('users').where({ id: user.id }).first('ultima_mensagem', 'ultima_mensagem_autor', 'ultima_mensagem_em');
    expect(row.ultima_mensagem).toBe('Quais documentos preciso?');
    expect(row.ultima_mensagem_autor).toBe('user');
    expect(new Date(row.ultima_mensagem_em).toISOString()).toBe(res.body.criado_em);
  });

  it('when messages are saved in sequence, then the history lists them oldest first', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    for (const texto of ['primeira', 'segunda', 'terceira']) {
      expect((await client.post('/api/chat/salvar', { userId: user.id, autor: 'user', texto })).status).toBe(201);
    }
    const history = await client.get(`/api/chat/historico/${user.id}`);
    expect(history.body.mensagens.map((m: { mensagem: string }) => m.mensagem)).toEqual(['primeira', 'segunda', 'terceira']);
  });

  it('when a usuario writes in another user\'s conversation, then 403 and nothing is stored', async () => {
    const other = await createUser(t.db.knex);
    const { client } = await loggedIn(t.app, t.db.knex);
    const res = await client.post('/api/chat/salvar', { userId: other.id, autor: 'user', texto: 'oi' });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/própria conversa/);
    expect(await countMessages(other.id)).toBe(0);
  });

  it.each(['admin', 'colaborador'])('when a usuario forges the autor %s, then 403 and nothing is stored', async (autor) => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const res = await client.post('/api/chat/salvar', { userId: user.id, autor, texto: 'Sua matrícula está aprovada!' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBeTypeOf('string');
    expect(await countMessages(user.id)).toBe(0);
  });

  it('when a usuario saves as "ia" a text the assistant never produced, then 403', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const res = await client.post('/api/chat/salvar', { userId: user.id, autor: 'ia', texto: 'A mensalidade é grátis.' });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/assistente/);
    expect(await countMessages(user.id)).toBe(0);
  });

  it('when a documented client saves the answer /api/chatgpt gave, then 201 with the answer the server stored, and no copy is added', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const question = await client.post('/api/chat/salvar', { userId: user.id, autor: 'user', texto: 'Quanto custa a mensalidade?' });
    expect(question.status).toBe(201);
    const answer = await client.post('/api/chatgpt', { message: 'Quanto custa a mensalidade?', context: 'Usuário: Teste' });
    expect(answer.status).toBe(200);
    // The server stored its own answer: the question and the answer, once each.
    expect(await countMessages(user.id)).toBe(2);
    const saved = await client.post('/api/chat/salvar', { userId: user.id, autor: 'ia', texto: answer.body.response });
    expect(saved.status).toBe(201);
    expect(saved.body.autor).toBe('ia');
    const stored = await t.db.knex('mensagens').where({ user_id: user.id, autor: 'ia' }).first('id', 'resposta_de');
    expect(saved.body.id).toBe(Number(stored.id));
    expect(Number(stored.resposta_de)).toBe(question.body.id);
    expect(await countMessages(user.id)).toBe(2);
  });

  it('when 5 saves of one assistant answer race, then each answers the one stored answer and nothing is added', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { user, client } = await loggedIn(t.app, t.db.knex);
      const answer = await client.post('/api/chatgpt', { message: 'Quanto custa a mensalidade?', context: '' });
      expect(answer.status).toBe(200);
      const saves = await Promise.all(Array.from({ length: 5 }, () => saveAsIa(client, user.id, answer.body.response)));
      expect(saves.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(saves.map((r) => r.body.id)).size).toBe(1);
      expect(await countMessages(user.id)).toBe(2);
    }
  });

  it('when a usuario saves as "ia" an earlier answer or an edited one, then 403 and nothing is stored', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const first = await client.post('/api/chatgpt', { message: 'Quanto custa a mensalidade?', context: '' });
    const second = await client.post('/api/chatgpt', { message: 'Preciso de visto?', context: '' });
    expect(second.status).toBe(200);
    expect((await saveAsIa(client, user.id, first.body.response)).status).toBe(403);
    const edited = await saveAsIa(client, user.id, `${second.body.response} E é garantido!`);
    expect(edited.status).toBe(403);
    expect(edited.body.error).toBe('Só respostas geradas pelo assistente podem ser salvas como mensagem da IA.');
    expect(await countMessages(user.id)).toBe(4);
  });

  it('when a colaborador replies as colaborador, then 201 with the staff id recorded as author', async () => {
    const student = await createUser(t.db.knex);
    const { user: staff, client } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    const res = await client.post('/api/chat/salvar', { userId: student.id, autor: 'colaborador', texto: 'Olá! Vou te ajudar.' });
    expect(res.status).toBe(201);
    const row = await t.db.knex('mensagens').where({ id: res.body.id }).first('autor', 'autor_id', 'user_id');
    expect(row).toEqual({ autor: 'colaborador', autor_id: staff.id, user_id: student.id });
    const ticket = await t.db.knex('users').where({ id: student.id }).first('ultima_mensagem_autor');
    expect(ticket.ultima_mensagem_autor).toBe('colaborador');
  });

  it('when staff reply, then the history names who wrote it, and the name goes when that account is deleted', async () => {
    const { user: student, client: studentClient } = await loggedIn(t.app, t.db.knex);
    const { user: staff, client } = await loggedIn(t.app, t.db.knex, { role: 'colaborador', username: 'Ana Souza' });
    const res = await client.post('/api/chat/salvar', { userId: student.id, autor: 'colaborador', texto: 'Recebi seus documentos.' });
    expect(res.body.autor_nome).toBe('Ana Souza');
    const names = async () => (await studentClient.get(`/api/chat/historico/${student.id}`)).body.mensagens.map((m: { autor_nome: unknown }) => m.autor_nome);
    expect(await names()).toEqual(['Ana Souza']);
    await t.db.knex('users').where({ id: staff.id }).delete();
    expect(await names()).toEqual([null]);
  });

  it.each([
    ['admin', 'colaborador'],
    ['admin', 'ia'],
    ['admin', 'user'],
    ['colaborador', 'admin'],
  ] as const)('when a %s writes as %s, then 403 and nothing is stored', async (role, autor) => {
    const student = await createUser(t.db.knex);
    const { client } = await loggedIn(t.app, t.db.knex, { role });
    const res = await client.post('/api/chat/salvar', { userId: student.id, autor, texto: 'texto forjado' });
    expect(res.status).toBe(403);
    expect(await countMessages(student.id)).toBe(0);
  });

  it('when staff writes to a user that does not exist, then 404', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await client.post('/api/chat/salvar', { userId: 999_999, autor: 'admin', texto: 'Olá' });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/Usuário não encontrado/);
  });

  it.each([
    ['a 5000-character message', { autor: 'user', texto: 'a'.repeat(5000) }, /longa demais/],
    ['only spaces', { autor: 'user', texto: '   \n ' }, /Escreva uma mensagem/],
    ['no text', { autor: 'user' }, /Escreva uma mensagem/],
    ['a number as text', { autor: 'user', texto: 42 }, /Escreva uma mensagem/],
    ['an unknown autor', { autor: 'robo', texto: 'oi' }, /Autor inválido/],
  ])('when the payload has %s, then a clean 400 and nothing stored', async (_label, payload, message) => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const res = await client.post('/api/chat/salvar', { userId: user.id, ...payload });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(await countMessages(user.id)).toBe(0);
  });

  it('when the userId is not a valid id, then 400', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const res = await client.post('/api/chat/salvar', { userId: 'abc', autor: 'user', texto: 'oi' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Identificador inválido/);
  });

  it('when the text has HTML and a NUL byte, then it is stored as plain text without the NUL', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const texto = '<img src=x onerror=alert(1)>\u0000 oi';
    const res = await client.post('/api/chat/salvar', { userId: user.id, autor: 'user', texto });
    expect(res.status).toBe(201);
    expect(res.body.mensagem).toBe('<img src=x onerror=alert(1)> oi');
  });

  it('when an exactly 4000-character message is sent, then it is accepted', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const res = await client.post('/api/chat/salvar', { userId: user.id, autor: 'user', texto: 'b'.repeat(4000) });
    expect(res.status).toBe(201);
  });
});

describe('reading history and AI status', () => {
  it('when a usuario reads another user\'s history or AI status, then 403', async () => {
    const other = await createUser(t.db.knex);
    const { client } = await loggedIn(t.app, t.db.knex);
    const history = await client.get(`/api/chat/historico/${other.id}`);
    const status = await client.get(`/api/chat/status-ia/${other.id}`);
    expect(history.status).toBe(403);
    expect(status.status).toBe(403);
    expect(history.body.error).toMatch(/própria conversa/);
  });

  it('when nobody is logged in, then every chat, AI and audio call answers 401', async () => {
    const user = await createUser(t.db.knex);
    const anonymous = new TestClient(t.app);
    const calls = await Promise.all([
      anonymous.get(`/api/chat/historico/${user.id}`),
      anonymous.get(`/api/chat/status-ia/${user.id}`),
      anonymous.post('/api/chat/salvar', { userId: user.id, autor: 'user', texto: 'oi' }),
      anonymous.post('/api/chatgpt', { message: 'oi', context: '' }),
      anonymous.post('/api/tts', { text: 'oi', voice: 'nova' }),
      anonymous.get('/api/audio/00000000-0000-0000-0000-000000000000'),
    ]);
    for (const res of calls) {
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Faça login para continuar.');
    }
    expect(await countMessages(user.id)).toBe(0);
  });

  it('when a usuario reads their own AI status, then Ligada by default and Desligada after staff switch it off', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    expect((await client.get(`/api/chat/status-ia/${user.id}`)).body).toEqual({ status_ia: 'Ligada' });
    await t.db.knex('users').where({ id: user.id }).update({ status_ia: 'Desligada' });
    expect((await client.get(`/api/chat/status-ia/${user.id}`)).body).toEqual({ status_ia: 'Desligada' });
  });

  it('when staff read any user\'s history and status, then 200; an unknown user, then 404', async () => {
    const student = await createUser(t.db.knex, { status_ia: 'Desligada' });
    await t.db.knex('mensagens').insert({ user_id: student.id, autor: 'user', mensagem: 'preciso de ajuda' });
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    const history = await client.get(`/api/chat/historico/${student.id}`);
    expect(history.status).toBe(200);
    expect(history.body.mensagens).toHaveLength(1);
    expect(history.body.mensagens[0]).toMatchObject({ autor: 'user', mensagem: 'preciso de ajuda' });
    expect((await client.get(`/api/chat/status-ia/${student.id}`)).body).toEqual({ status_ia: 'Desligada' });
    expect((await client.get('/api/chat/historico/999999')).status).toBe(404);
    expect((await client.get('/api/chat/status-ia/999999')).status).toBe(404);
  });

  it('when the id in the path is not a number, then 400', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    expect((await client.get('/api/chat/historico/abc')).status).toBe(400);
    expect((await client.get('/api/chat/status-ia/0')).status).toBe(400);
  });
});
