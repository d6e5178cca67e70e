import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationState, TurnEvent } from '@app/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import type { TestClient } from '../support/client.js';
import { connectSocket, listen, loginWithCookie, waitFor, type ListeningSocket } from '../chat/socket-client.js';

/**
 * The conversation on the server: the widget's question sent once and its answer streamed back, waiting for a person
 * as a state the prospect sees (the assistant silent until staff hand the conversation back), and the staff's reply
 * as one action.
 */
let t: TestApp;
let baseUrl: string;
const sockets: ListeningSocket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.stop();
});

/** The turn's events, in the order the stream carried them. */
async function ask(client: TestClient, body: Record<string, unknown>): Promise<{ status: number; events: TurnEvent[]; error?: string }> {
  const res = await client.post('/api/conversa/perguntar', body);
  if (res.status !== 200) return { status: res.status, events: [], error: res.body.error };
  expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
  const events = (res.text as string)
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as TurnEvent);
  return { status: res.status, events };
}
const kinds = (events: TurnEvent[]) => events.map((e) => e.tipo);
const stateOf = (events: TurnEvent[]) => events.filter((e) => e.tipo === 'estado').at(-1) as Extract<TurnEvent, { tipo: 'estado' }> | undefined;
const messagesOf = (userId: number) => t.db.knex('mensagens').where({ user_id: userId, nota: false }).orderBy('id').select('id', 'autor', 'mensagem', 'resposta_de');

describe('the widget question, sent once', () => {
  it('when a student asks, then the stream carries the stored question, the state and the stored answer, in order', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const { status, events } = await ask(client, { texto: 'Quais documentos preciso para a matrícula?' });
    expect(status).toBe(200);
    // The answer shows as soon as it is composed ('parte'), and 'resposta' confirms it once stored.
    expect(kinds(events)).toEqual(['pergunta', 'estado', 'parte', 'resposta', 'fim']);
    const parte = events.find((e) => e.tipo === 'parte') as Extract<TurnEvent, { tipo: 'parte' }>;
    const [question, answer] = await messagesOf(user.id);
    expect(question).toMatchObject({ autor: 'user', mensagem: 'Quais documentos preciso para a matrícula?' });
    expect(answer).toMatchObject({ autor: 'ia', resposta_de: question!.id });
    const resposta = events.find((e) => e.tipo === 'resposta') as Extract<TurnEvent, { tipo: 'resposta' }>;
    expect(resposta.mensagem).toMatchObject({ id: Number(answer!.id), autor: 'ia', mensagem: answer!.mensagem });
    expect(parte.texto).toBe(answer!.mensagem);
    expect(stateOf(events)?.estado).toMatchObject({ estado: 'assistente', aviso: null });
  });

  it('when the answer comes from an article, then the stream names its public page ("Ler mais") and the stored text has no link', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const { events } = await ask(client, { texto: 'Quanto custa estudar medicina no Paraguai?' });
    const resposta = events.find((e) => e.tipo === 'resposta') as Extract<TurnEvent, { tipo: 'resposta' }>;
    expect(resposta.fontes).toEqual([{ slug: 'custos', titulo: 'Custos' }]);
    const [, answer] = await messagesOf(user.id);
    expect(answer!.mensagem).not.toContain('Ler mais');
    // A reloaded conversation still shows the link under that answer.
    const history = (await client.get(`/api/chat/historico/${user.id}`)).body.mensagens as Array<{ autor: string; fontes?: unknown }>;
    expect(history.map((m) => [m.autor, m.fontes ?? null])).toEqual([
      ['user', null],
      ['ia', [{ slug: 'custos', titulo: 'Custos' }]],
    ]);
  });

  it('when the reply is a hand-off, a refusal or a complaint, then it carries no "Ler mais"', async () => {
    for (const texto of ['Quero falar com um atendente', 'Qual a capital da França?', 'Péssimo atendimento, estou muito insatisfeito com vocês']) {
      const { client } = await loggedIn(t.app, t.db.knex);
      const { events } = await ask(client, { texto });
      const resposta = events.find((e) => e.tipo === 'resposta') as Extract<TurnEvent, { tipo: 'resposta' }>;
      expect(resposta.fontes, texto).toEqual([]);
    }
  });

  it('when the same question is sent twice with its key (a retry), then it is stored and answered once', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const body = { texto: 'Preciso de visto para estudar?', chave: 'retry-key-0001' };
    const first = await ask(client, body);
    const again = await ask(client, body);
    expect(await messagesOf(user.id)).toHaveLength(2);
    const answerId = (events: TurnEvent[]) => (events.find((e) => e.tipo === 'resposta') as Extract<TurnEvent, { tipo: 'resposta' }>).mensagem.id;
    expect(answerId(again.events)).toBe(answerId(first.events));
  });

  it('when two questions with one key race, then one question and one answer are stored', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const body = { texto: 'Quanto tempo dura o curso?', chave: 'race-key-000001' };
    const results = await Promise.all([ask(client, body), ask(client, body)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = await messagesOf(user.id);
    expect(rows.filter((r) => r.autor === 'user')).toHaveLength(1);
    expect(rows.filter((r) => r.autor === 'ia')).toHaveLength(1);
  });

  it('when speech is asked for, then the answer is spoken sentence by sentence as audio pieces in order', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const { events } = await ask(client, { texto: 'Quanto tempo dura o curso de medicina?', audio: true });
    const pieces = events.filter((e) => e.tipo === 'audio') as Array<Extract<TurnEvent, { tipo: 'audio' }>>;
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.map((p) => p.indice)).toEqual(pieces.map((_, i) => i));
    for (const piece of pieces) {
      expect(piece.mime).toMatch(/^audio\//);
      expect(Buffer.from(piece.dados, 'base64').length).toBeGreaterThan(500);
    }
    // Speech comes after the text it speaks, and the stored answer is in the same stream.
    expect(kinds(events).indexOf('parte')).toBeLessThan(kinds(events).indexOf('audio'));
    expect(kinds(events)).toContain('resposta');
  });

  it('when the text is blank, too long or the key is malformed, then 400 in Portuguese and nothing is stored', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    expect((await ask(client, { texto: '   ' })).error).toBe('Escreva uma pergunta.');
    expect((await ask(client, { texto: 'x'.repeat(4001) })).status).toBe(400);
    expect((await ask(client, { texto: 'oi', chave: 'com espaço' })).error).toBe('Chave da mensagem inválida.');
    expect((await ask(client, { texto: 'oi', audio: 'sim' })).status).toBe(400);
    expect(await messagesOf(user.id)).toEqual([]);
  });
});

describe('waiting for a person', () => {
  it('when a prospect asks for a person, then they are told who answers, and the assistant stays silent until staff hand back', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const handoff = await ask(client, { texto: 'quero falar com um atendente, por favor' });
    expect(kinds(handoff.events)).toContain('resposta');
    expect(stateOf(handoff.events)?.estado).toMatchObject({ estado: 'aguardando', espera: { motivo: 'human' } });
    expect(stateOf(handoff.events)?.estado.aviso).toMatch(/Uma pessoa vai responder por aqui e no seu WhatsApp/);

    // Waiting: the next questions are stored, and nobody answers them but a person.
    const waiting = await ask(client, { texto: 'quanto custa a mensalidade?' });
    expect(kinds(waiting.events)).toEqual(['pergunta', 'estado', 'fim']);
    expect(stateOf(waiting.events)?.estado.estado).toBe('aguardando');
    const documented = await client.post('/api/chatgpt', { message: 'e o visto?' });
    expect(documented.status).toBe(409);
    expect((await messagesOf(user.id)).filter((m) => m.autor === 'ia')).toHaveLength(1);
    const state = await client.get(`/api/conversa/${user.id}/estado`);
    expect(state.body).toMatchObject({ estado: 'aguardando', espera: { motivo: 'human' } });

    // A staff reply: the team answers now (the assistant is off) and the wait ends.
    const { client: staff } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    expect((await staff.post(`/api/conversa/${user.id}/responder`, { texto: 'Oi! Sou a Bia, da equipe.' })).status).toBe(201);
    expect((await client.get(`/api/conversa/${user.id}/estado`)).body).toMatchObject({ estado: 'equipe', espera: null });

    // The person writes again: the conversation waits for the team again, and the assistant still says nothing.
    const again = await ask(client, { texto: 'obrigado! e sobre o visto?' });
    expect(kinds(again.events)).toEqual(['pergunta', 'estado', 'fim']);
    expect(stateOf(again.events)?.estado).toMatchObject({ estado: 'aguardando', espera: { motivo: 'mensagem' } });

    // Staff hand the conversation back: the assistant answers the next question.
    expect((await staff.post(`/api/conversa/${user.id}/devolver`)).status).toBe(200);
    expect((await client.get(`/api/conversa/${user.id}/estado`)).body).toMatchObject({ estado: 'assistente', espera: null, aviso: null });
    const back = await ask(client, { texto: 'preciso de visto?' });
    expect(kinds(back.events)).toEqual(['pergunta', 'estado', 'parte', 'resposta', 'fim']);
    const notes = await t.db.knex('mensagens').where({ user_id: user.id, nota: true }).pluck('mensagem');
    expect(notes.some((n: string) => /devolveu a conversa ao assistente virtual/.test(n))).toBe(true);
  });

  it('when a conversation waits, then staff see how many wait and since when the oldest does', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    await ask(client, { texto: 'quero falar com uma pessoa' });
    const { client: staff } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const summary = await staff.get('/api/conversa/aguardando');
    expect(summary.status).toBe(200);
    expect(summary.body.total).toBeGreaterThanOrEqual(1);
    expect(summary.body.mais_antiga_desde).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('when the conversation changes hands, then the person’s own screens hear it live and nobody else does', async () => {
    const student = await loginWithCookie(t.app, t.db.knex, 'usuario');
    const other = await loginWithCookie(t.app, t.db.knex, 'usuario');
    const mine = await connectSocket(baseUrl, student.cookie);
    const theirs = await connectSocket(baseUrl, other.cookie);
    sockets.push(mine, theirs);
    const states: ConversationState[] = [];
    const leaked: ConversationState[] = [];
    mine.socket.on('conversa-estado', (event: ConversationState) => states.push(event));
    theirs.socket.on('conversa-estado', (event: ConversationState) => leaked.push(event));
    const { client: staff } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    expect((await staff.post(`/api/conversa/${student.user.id}/assumir`)).status).toBe(200);
    await waitFor(() => states.length > 0);
    expect(states.at(-1)).toMatchObject({ userId: student.user.id, estado: 'equipe' });
    expect(states.at(-1)?.aviso).toMatch(/Você está falando com a nossa equipe/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(leaked).toEqual([]);
  });
});

describe('a staff reply as one action', () => {
  it('when staff reply, then it is stored, switches the assistant off with a staff-only note, and reaches the person live', async () => {
    const student = await loginWithCookie(t.app, t.db.knex, 'usuario');
    const socket = await connectSocket(baseUrl, student.cookie);
    sockets.push(socket);
    const { client: staff, user: bia } = await loggedIn(t.app, t.db.knex, { role: 'colaborador', username: 'Bia' });
    const res = await staff.post(`/api/conversa/${student.user.id}/responder`, { texto: 'Oi, **Ana**!\n- traga o RG' });
    expect(res.status).toBe(201);
    expect(res.body.mensagem).toMatchObject({ autor: 'colaborador', autor_nome: 'Bia', mensagem: 'Oi, **Ana**!\n- traga o RG' });
    await waitFor(() => socket.messages.length === 1);
    expect(socket.messages[0]).toEqual({ userId: student.user.id, ...res.body.mensagem });
    const row = await t.db.knex('users').where({ id: student.user.id }).first('status_ia');
    expect(row.status_ia).toBe('Desligada');
    const note = await t.db.knex('mensagens').where({ user_id: student.user.id, nota: true }).first('mensagem', 'autor_id');
    expect(note).toMatchObject({ autor_id: bia.id });
    // The person never reads the staff note.
    const history = await student.client.get(`/api/chat/historico/${student.user.id}`);
    expect(history.body.mensagens.map((m: { mensagem: string }) => m.mensagem)).toEqual(['Oi, **Ana**!\n- traga o RG']);
  });

  it('when the person has no WhatsApp number, then the reply stays on the site and says so', async () => {
    const { user } = await loggedIn(t.app, t.db.knex, { whatsapp: null });
    const { client: staff } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await staff.post(`/api/conversa/${user.id}/responder`, { texto: 'Oi' });
    expect(res.body).toMatchObject({ whatsapp: 'sem_numero', envioId: null });
    expect(await t.db.knex('whatsapp_envios').where({ user_id: user.id }).first('id')).toBeUndefined();
  });

  it('when WhatsApp is not configured, then the reply is queued for the number and staff are told it waits', async () => {
    const { user } = await loggedIn(t.app, t.db.knex);
    const { client: staff } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await staff.post(`/api/conversa/${user.id}/responder`, { texto: 'Veja **isto**: [edital](https://www.gov.br/inep)' });
    expect(res.body.whatsapp).toBe('sem_whatsapp');
    const envio = await t.db.knex('whatsapp_envios').where({ id: res.body.envioId }).first('numero', 'texto', 'mensagem_id');
    expect(envio).toEqual({ numero: user.whatsapp, texto: 'Veja *isto*: edital (https://www.gov.br/inep)', mensagem_id: res.body.mensagem.id });
  });

  it('when a student or a stranger replies as staff, then 403/401 and nothing is stored', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    expect((await client.post(`/api/conversa/${user.id}/responder`, { texto: 'forjado' })).status).toBe(403);
    expect((await client.post(`/api/conversa/${user.id}/devolver`)).status).toBe(403);
    expect(await messagesOf(user.id)).toEqual([]);
  });

  it('when staff reply to a staff account or nobody, then 404', async () => {
    const { client: staff } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const { user: other } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    expect((await staff.post(`/api/conversa/${other.id}/responder`, { texto: 'oi' })).status).toBe(404);
    expect((await staff.post('/api/conversa/2147483000/responder', { texto: 'oi' })).status).toBe(404);
  });
});
