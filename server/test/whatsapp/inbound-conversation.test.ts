import { messageWhatsappText } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import type { FakeGraph } from '../support/fake-graph.js';
import { TestClient } from '../support/client.js';
import { consentToMarketing, createUser, loggedIn } from '../support/factories.js';
import { delivery, inboundText, statusChange, templateQuality, templateStatus } from '../support/fake-graph-webhooks.js';
import { connectSocket, listen, loginWithCookie, waitFor, type ListeningSocket } from '../chat/socket-client.js';
import { eventually, settled, uniqueNumero } from './helpers.js';
import { post, registerThroughWidget, startInboundApp } from './inbound-helpers.js';

let t: TestApp;
let graph: FakeGraph;
let baseUrl: string;
const sockets: ListeningSocket[] = [];

beforeAll(async () => {
  ({ t, graph } = await startInboundApp({ WHATSAPP_REPLY_TEMPLATE: 'nova_resposta_painel' }));
  baseUrl = await listen(t);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.stop();
  await graph?.close();
});

const processed = () =>
  eventually(
    async () => (await t.db.knex('whatsapp_eventos').whereNull('processado_em').first('id')) === undefined,
    20_000,
    'eventos processados',
  );
const messages = (userId: number) =>
  t.db.knex('mensagens').where({ user_id: userId }).orderBy('id').select('id', 'autor', 'mensagem', 'canal', 'nota');

async function say(numero: string, text: string, name = 'Contato') {
  expect((await post(t, delivery([inboundText({ from: numero, text, name })]))).status).toBe(200);
  await processed();
}

/** A staff reply saved and forwarded like the history panel does; resolves with the envio once Meta accepted it. */
async function reply(staff: TestClient, userId: number, numero: string, texto: string) {
  const saved = await staff.post('/api/chat/salvar', { userId, autor: 'colaborador', texto });
  expect(saved.status).toBe(201);
  const forwarded = await staff.post('/webhook/enviar-whatsapp', { numero, mensagem: texto, userId, mensagemId: saved.body.id });
  expect(forwarded.status).toBe(202);
  return settled(t.db.knex, forwarded.body.id);
}

describe('leads', () => {
  it('when a number nobody owns writes, then a lead ticket named after the WhatsApp profile appears, without e-mail or password', async () => {
    const numero = uniqueNumero();
    await say(numero, 'Oi, vi o anúncio de vocês', 'Maria Souza');
    const lead = await t.db
      .knex('users')
      .where({ whatsapp: numero })
      .first('id', 'username', 'email', 'password_hash', 'lead', 'role');
    expect(lead).toMatchObject({ username: 'Maria Souza', email: null, password_hash: null, lead: true, role: 'usuario' });
    const { client: staff } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    const tickets = await staff.get('/api/chat/listar-chamados');
    expect(tickets.body.chamados.find((c: { user_id: number }) => c.user_id === lead.id)).toMatchObject({
      lead: true,
      username: 'Maria Souza',
    });
    // Leads are contacts, not accounts: the users page and password links do not know them.
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const users = await admin.get(`/api/admin/usuarios?busca=${numero}`);
    expect(users.body.usuarios).toEqual([]);
    expect((await admin.post(`/api/admin/usuarios/${lead.id}/link-senha`)).status).toBe(404);
  });

  it('when two first messages from one number are processed at once, then one lead holds both', async () => {
    const numero = uniqueNumero();
    await Promise.all([
      post(t, delivery([inboundText({ from: numero, text: 'um' })])),
      post(t, delivery([inboundText({ from: numero, text: 'dois' })])),
    ]);
    await processed();
    const owners = await t.db.knex('users').where({ whatsapp: numero }).pluck('id');
    expect(owners).toHaveLength(1);
    expect((await messages(owners[0]!)).filter((m) => !m.nota && m.autor === 'user')).toHaveLength(2);
  });

  it('when someone registers with a lead\'s number (widget format), then they get an account of their own and the lead stays as it was', async () => {
    const numero = uniqueNumero();
    await say(numero, 'Quais documentos preciso? Meu CPF é 123.456.789-00', 'João');
    const lead = await t.db.knex('users').where({ whatsapp: numero }).first('id');
    const client = new TestClient(t.app);
    const res = await registerThroughWidget(client, numero, { username: 'Estranho', email: `estranho-${numero}@exemplo.com` });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(lead.id);
    expect(await t.db.knex('users').where({ id: lead.id }).first('lead', 'username')).toEqual({ lead: true, username: 'João' });
    await client.login(`estranho-${numero}@exemplo.com`, 'segredo123');
    expect((await client.get(`/api/chat/historico/${res.body.id}`)).body.mensagens).toEqual([]);
    expect((await client.get(`/api/chat/historico/${lead.id}`)).status).toBe(403);
  });

  it('when someone registers with a number that has no lead, then a new account is created as before', async () => {
    const numero = uniqueNumero();
    const res = await new TestClient(t.app).post('/api/register', {
      username: 'Nova',
      email: `nova-${numero}@exemplo.com`,
      password: 'segredo123',
      whatsapp: numero,
    });
    expect(res.status).toBe(201);
    expect(await t.db.knex('users').where({ id: res.body.id }).first('lead')).toEqual({ lead: false });
  });
});

describe('delivery states', () => {
  it('when statuses arrive out of order, repeated and with delivered skipped, then the state only moves forward and staff see it live', async () => {
    const numero = uniqueNumero();
    const student = await createUser(t.db.knex, { whatsapp: numero, status_ia: 'Desligada' });
    await say(numero, 'Oi');
    const staff = await loginWithCookie(t.app, t.db.knex, 'colaborador');
    const socket = await connectSocket(baseUrl, staff.cookie);
    sockets.push(socket);
    const ticks: string[] = [];
    socket.socket.on('whatsapp-entrega', (event: { entrega: string; userId: number }) => {
      if (event.userId === student.id) ticks.push(event.entrega);
    });
    const envio = await reply(staff.client, student.id, numero, 'Olá! Recebemos.');
    const id = envio.wa_message_id!;

    await post(t, delivery([statusChange({ id, status: 'read', recipient: numero })]));
    await post(
      t,
      delivery([
        statusChange({ id, status: 'sent', recipient: numero }),
        statusChange({ id, status: 'read', recipient: numero }),
      ]),
    );
    await post(t, delivery([statusChange({ id, status: 'failed', recipient: numero, error: { code: 131026 } })]));
    await processed();
    const row = await t.db.knex('whatsapp_envios').where({ id: envio.id }).first('status', 'entrega');
    expect(row).toEqual({ status: 'enviado', entrega: 'lido' });
    await waitFor(() => ticks.includes('lido'), 5000);
    // Deliveries may be processed in any order: whatever staff saw only ever moved forward, and ended at read.
    const rank = ['enviado', 'falhou', 'entregue', 'lido'];
    expect(ticks.map((s) => rank.indexOf(s))).toEqual([...ticks.map((s) => rank.indexOf(s))].sort());
    expect(ticks.at(-1)).toBe('lido');
    const envios = await staff.client.get(`/api/whatsapp/envios?userId=${student.id}`);
    expect(envios.body.envios[0]).toMatchObject({ status: 'enviado', entrega: 'lido', fora_da_janela: false });
  });

  it('when a message fails after it was sent, then it shows Meta’s code and the Portuguese reason, and the window cause is flagged', async () => {
    const numero = uniqueNumero();
    const student = await createUser(t.db.knex, { whatsapp: numero, status_ia: 'Desligada' });
    await say(numero, 'Oi');
    const { client: staff } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    const envio = await reply(staff, student.id, numero, 'Resposta');
    await post(t, delivery([statusChange({ id: envio.wa_message_id!, status: 'sent', recipient: numero })]));
    await post(
      t,
      delivery([
        statusChange({
          id: envio.wa_message_id!,
          status: 'failed',
          recipient: numero,
          error: { code: 131047, title: 'Re-engagement message' },
        }),
      ]),
    );
    await processed();
    const res = await staff.get(`/api/whatsapp/envios/${envio.id}`);
    expect(res.body).toMatchObject({ status: 'falhou', entrega: 'falhou', erro_codigo: 131047, fora_da_janela: true });
    expect(res.body.motivo).toMatch(/24 horas/);
    // Reenviar: a new envio for the same message (the window is open, the person wrote a moment ago).
    const again = await staff.post(`/api/whatsapp/envios/${envio.id}/reenviar`);
    expect(again.status).toBe(202);
    expect((await settled(t.db.knex, again.body.id)).status).toBe('enviado');
    expect((await staff.post(`/api/whatsapp/envios/${again.body.id}/reenviar`)).status).toBe(409);
  });
});

describe('the assistant on WhatsApp and staff taking over', () => {
  it('when the AI is on and the person writes, then the assistant answers on WhatsApp through the queue', async () => {
    const numero = uniqueNumero();
    const student = await createUser(t.db.knex, { whatsapp: numero, status_ia: 'Ligada' });
    await say(numero, 'Quais documentos preciso para a matrícula?');
    const answer = await eventually(async () => (await messages(student.id)).find((m) => m.autor === 'ia'));
    expect(answer.canal).toBe('whatsapp');
    const envio = await eventually(async () => t.db.knex('whatsapp_envios').where({ mensagem_id: answer.id }).first());
    expect((await settled(t.db.knex, envio.id)).status).toBe('enviado');
    // WhatsApp gets its own formatting (*bold*, "•" lists), never Markdown's ** and "- ".
    expect(graph.to(numero).at(-1)!.body.text?.body).toBe(messageWhatsappText(answer.mensagem));
    expect(graph.to(numero).at(-1)!.body.text?.body).not.toContain('**');
    // The article the answer comes from, as a full address: WhatsApp has no page to link from.
    expect(answer.mensagem).toMatch(/\n\nLer mais: https?:\/\/[^\s]+\/duvidas\/[a-z0-9-]+$/);
  });

  it('when the person asks for someone on WhatsApp, then the conversation is flagged "aguardando assessor" with the question, and a staff reply clears it', async () => {
    const numero = uniqueNumero();
    const student = await createUser(t.db.knex, { whatsapp: numero, status_ia: 'Ligada' });
    await say(numero, 'quero falar com um atendente');
    const flagged = await eventually(async (): Promise<{ aguardando_assessor_motivo: string } | undefined> =>
      t.db.knex('users').where({ id: student.id }).whereNotNull('aguardando_assessor_em').first('aguardando_assessor_motivo'),
    );
    expect(flagged.aguardando_assessor_motivo).toBe('human');
    const handoffAnswer = await eventually(async () => (await messages(student.id)).find((m) => m.autor === 'ia'));
    expect(handoffAnswer.mensagem).not.toContain('Ler mais');
    const [handoff] = await t.db.knex('assistente_encaminhamentos').where({ user_id: student.id }).select('motivo', 'pergunta');
    expect(handoff).toEqual({ motivo: 'human', pergunta: 'quero falar com um atendente' });

    const staff = await loginWithCookie(t.app, t.db.knex, 'colaborador');
    await reply(staff.client, student.id, numero, 'Oi, aqui é a equipe.');
    expect(
      (await t.db.knex('users').where({ id: student.id }).first('aguardando_assessor_em')).aguardando_assessor_em,
    ).toBeNull();
  });

  it('when staff reply, then the AI switches off with a note staff see and the person does not, and the next message gets no bot answer', async () => {
    const numero = uniqueNumero();
    const student = await createUser(t.db.knex, { whatsapp: numero, status_ia: 'Ligada' });
    await say(numero, 'Oi');
    await eventually(async () => (await messages(student.id)).some((m) => m.autor === 'ia'));
    const staff = await loginWithCookie(t.app, t.db.knex, 'colaborador');
    const socket = await connectSocket(baseUrl, staff.cookie);
    sockets.push(socket);
    const notes: string[] = [];
    socket.socket.on(
      'nota-conversa',
      (event: { userId: number; mensagem: string }) => event.userId === student.id && notes.push(event.mensagem),
    );
    await reply(staff.client, student.id, numero, 'Aqui é a Carla, vou te ajudar.');
    expect((await t.db.knex('users').where({ id: student.id }).first('status_ia')).status_ia).toBe('Desligada');
    await waitFor(() => notes.length === 1, 3000);
    expect(notes[0]).toMatch(/IA desligada automaticamente/);

    const staffView = await staff.client.get(`/api/chat/historico/${student.id}`);
    expect(staffView.body.mensagens.some((m: { nota?: boolean }) => m.nota)).toBe(true);
    const own = new TestClient(t.app);
    await own.login(student.email, 'senha-segura-123');
    const ownView = await own.get(`/api/chat/historico/${student.id}`);
    expect(ownView.body.mensagens.some((m: { nota?: boolean }) => m.nota)).toBe(false);

    const iaBefore = (await messages(student.id)).filter((m) => m.autor === 'ia').length;
    await say(numero, 'Obrigado!');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await messages(student.id)).filter((m) => m.autor === 'ia').length).toBe(iaBefore);
  });
});

describe('the 24-hour window and templates', () => {
  it('when a signed message is dated in the future (2100), then it is dated when it arrived, so the 24-hour window counts from then', async () => {
    const numero = uniqueNumero();
    const student = await createUser(t.db.knex, { whatsapp: numero, status_ia: 'Desligada' });
    const before = Date.now();
    const future = new Date('2100-01-01T00:00:00Z');
    expect((await post(t, delivery([inboundText({ from: numero, text: 'Mensagem do futuro', at: future })]))).status).toBe(200);
    await processed();
    const after = Date.now();
    const [stored] = await t.db.knex('mensagens').where({ user_id: student.id }).select('criado_em');
    const user = await t.db.knex('users').where({ id: student.id }).first('whatsapp_entrada_em', 'ultima_mensagem_em');
    for (const at of [stored!.criado_em, user.whatsapp_entrada_em, user.ultima_mensagem_em]) {
      expect(new Date(at).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(at).getTime()).toBeLessThanOrEqual(after + 1000);
    }
  });

  it('when the window closed, then free text is refused with the reason and an approved template goes instead, its state live', async () => {
    const numero = uniqueNumero();
    const student = await createUser(t.db.knex, { whatsapp: numero, status_ia: 'Desligada' });
    await say(numero, 'Oi');
    await t.db
      .knex('users')
      .where({ id: student.id })
      .update({ whatsapp_entrada_em: new Date(Date.now() - 25 * 3600 * 1000) });
    const { client: staff, cookie } = await loginWithCookie(t.app, t.db.knex, 'colaborador');
    const socket = await connectSocket(baseUrl, cookie);
    sockets.push(socket);

    const info = await staff.get(`/api/whatsapp/conversas/${student.id}`);
    expect(info.body).toMatchObject({
      entrada_configurada: true,
      janela: { aberta: false },
      modelo_padrao: 'nova_resposta_painel',
    });
    expect(info.body.modelos[0]).toMatchObject({ valor: 'nova_resposta_painel', enviavel: true });

    const refused = await staff.post('/webhook/enviar-whatsapp', { numero, mensagem: 'Texto livre', userId: student.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/janela de 24 horas/);

    const sent = await staff.post('/api/whatsapp/modelo', { userId: student.id, modelo: 'nova_resposta_painel' });
    expect(sent.status).toBe(202);
    expect((await settled(t.db.knex, sent.body.id)).status).toBe('enviado');
    // The history panel refreshes its ticks on this event: without it the template stayed 'na fila' on screen.
    // One event when the note is saved, one more once the worker has sent it.
    await waitFor(() => socket.ticketUpdates.filter((id) => id === student.id).length >= 2);
    expect(graph.to(numero).at(-1)!.body).toMatchObject({
      type: 'template',
      template: { name: 'nova_resposta_painel', language: { code: 'pt_BR' } },
    });
    const envios = await staff.get(`/api/whatsapp/envios?userId=${student.id}`);
    expect(envios.body.envios.some((e: { mensagem_id: number }) => e.mensagem_id === sent.body.mensagem_id)).toBe(true);
  });

  it('when Meta pauses or rejects a template, then its state is recorded and sending it is refused with a clear message', async () => {
    const name = 'anuncio_medicina_paraguai';
    await post(
      t,
      delivery([templateStatus({ name, event: 'PAUSED', reason: 'Baixa qualidade' })], [templateQuality({ name, score: 'RED' })]),
    );
    await processed();
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const list = await admin.get('/api/whatsapp/modelos');
    expect(list.body.modelos.find((m: { valor: string }) => m.valor === name)).toMatchObject({
      estado: 'PAUSED',
      qualidade: 'RED',
      enviavel: false,
    });
    const student = await createUser(t.db.knex, { whatsapp: uniqueNumero() });
    await consentToMarketing(t.db.knex, [student.id]);
    const marketing = await admin.post('/api/enviar-modelo-marketing', { contatos: [{ id: student.id }], nomeModelo: name });
    expect(marketing.status).toBe(409);
    expect(marketing.body.erro).toMatch(/pausado/);
    const direct = await admin.post('/api/whatsapp/modelo', { userId: student.id, modelo: name });
    expect(direct.status).toBe(409);
    expect(await t.db.knex('whatsapp_modelo_eventos').where({ nome: name }).pluck('campo')).toEqual([
      'message_template_status_update',
      'message_template_quality_update',
    ]);

    await post(t, delivery([templateStatus({ name, event: 'APPROVED' })]));
    await processed();
    const again = await admin.get('/api/whatsapp/modelos');
    expect(again.body.modelos.find((m: { valor: string }) => m.valor === name)).toMatchObject({
      estado: 'APPROVED',
      enviavel: true,
    });
  });
});
