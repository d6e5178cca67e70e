import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import type { FakeGraph } from '../support/fake-graph.js';
import { TestClient } from '../support/client.js';
import { createUser, loggedIn } from '../support/factories.js';
import { delivery, inboundMedia, inboundText } from '../support/fake-graph-webhooks.js';
import { eventually, uniqueNumero } from '../whatsapp/helpers.js';
import { post, startInboundApp } from '../whatsapp/inbound-helpers.js';

/**
 * A WhatsApp lead belongs to whoever proves its number: a stranger who signs up (or sets a number in settings) with
 * a lead's number gets an empty conversation of their own, and nothing of the lead reaches them until they confirm a
 * code sent to that number, or staff merge the two after checking.
 */
let t: TestApp;
let graph: FakeGraph;

beforeAll(async () => {
  ({ t, graph } = await startInboundApp({ WHATSAPP_CODE_TEMPLATE: 'codigo_confirmacao' }));
});
afterAll(async () => {
  await t?.stop();
  await graph?.close();
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300, 32)]);

const processed = () =>
  eventually(async () => (await t.db.knex('whatsapp_eventos').whereNull('processado_em').first('id')) === undefined, 20_000, 'eventos');

/** A prospect who wrote on WhatsApp (a CPF and a document) and got a staff reply: the lead a stranger would want. */
async function leadWithHistory() {
  const numero = uniqueNumero();
  expect((await post(t, delivery([inboundText({ from: numero, text: 'Meu CPF é 123.456.789-00', name: 'Maria Lead' })]))).status).toBe(200);
  const mediaId = graph.hostMedia(PDF, 'application/pdf');
  expect(
    (await post(t, delivery([inboundMedia({ from: numero, type: 'document', mediaId, mime: 'application/pdf', filename: 'rg.pdf' })]))).status,
  ).toBe(200);
  await processed();
  const lead = await t.db.knex('users').where({ whatsapp: numero, lead: true }).first('id');
  await t.db.knex('users').where({ id: lead.id }).update({ status_ia: 'Desligada' });
  const { client: staff } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
  expect((await staff.post(`/api/conversa/${lead.id}/responder`, { texto: 'Oi Maria, recebemos seu RG.' })).status).toBe(201);
  await eventually(async () => (await t.db.knex('arquivos').where({ user_id: lead.id, estado: 'pronto' }).first('id')) ?? undefined);
  return { numero, leadId: Number(lead.id), staff };
}

/** "+55 (11) 98953-4747": the widget's spelling of a number stored as digits. */
const spelled = (numero: string) => `+55 (${numero.slice(2, 4)}) ${numero.slice(4, 9)}-${numero.slice(9)}`;

async function strangerWith(numero: string) {
  const client = new TestClient(t.app);
  const email = `estranho-${numero}-${Math.random().toString(36).slice(2, 7)}@exemplo.com`;
  const res = await client.post('/api/register', { username: 'Estranho', email, password: 'segredo123', whatsapp: spelled(numero) });
  expect(res.status).toBe(201);
  await client.login(email, 'segredo123');
  return { client, id: Number(res.body.id) };
}

describe("a lead's data never reaches an account that did not prove the number", () => {
  it('when a stranger signs up with the number in any spelling, then their history, files, export and enrolment are their own and empty', async () => {
    const { numero, leadId } = await leadWithHistory();
    const stranger = await strangerWith(numero);
    expect(stranger.id).not.toBe(leadId);

    expect((await stranger.client.get(`/api/chat/historico/${stranger.id}`)).body.mensagens).toEqual([]);
    expect((await stranger.client.get(`/api/chat/historico/${leadId}`)).status).toBe(403);
    expect((await stranger.client.get(`/api/arquivos?userId=${stranger.id}`)).body.arquivos).toEqual([]);
    expect((await stranger.client.get(`/api/arquivos?userId=${leadId}`)).status).toBe(403);
    const leadFile = await t.db.knex('arquivos').where({ user_id: leadId }).first('id');
    expect((await stranger.client.get(`/api/arquivos/${leadFile.id}`)).status).toBe(404);
    const exported = await stranger.client.get('/api/usuario/meus-dados');
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toContain('123.456.789-00');
    expect(JSON.stringify(exported.body)).not.toContain('recebemos seu RG');
    expect(JSON.stringify(exported.body)).not.toContain('rg.pdf');
    const enrolment = await stranger.client.get('/api/minha-matricula');
    expect(JSON.stringify(enrolment.body)).not.toContain('Maria Lead');
    // The lead is untouched.
    expect(await t.db.knex('users').where({ id: leadId }).first('lead', 'username')).toEqual({ lead: true, username: 'Maria Lead' });
  });

  it('when the lead writes again after the stranger signed up, then the message goes to the lead, not to the stranger', async () => {
    const { numero, leadId } = await leadWithHistory();
    const stranger = await strangerWith(numero);
    expect((await post(t, delivery([inboundText({ from: numero, text: 'Outra mensagem minha' })]))).status).toBe(200);
    await processed();
    expect(await t.db.knex('mensagens').where({ user_id: leadId, mensagem: 'Outra mensagem minha' }).first('id')).toBeDefined();
    expect((await stranger.client.get(`/api/chat/historico/${stranger.id}`)).body.mensagens).toEqual([]);
  });

  it("when an account sets a lead's number in its settings, then the number's future messages still go to the lead", async () => {
    const { numero, leadId } = await leadWithHistory();
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const changed = await client.put('/api/usuario/perfil', { username: user.username, email: user.email, whatsapp: numero });
    expect(changed.status).toBe(200);
    expect((await client.get('/api/usuario/whatsapp')).body).toMatchObject({ numero, confirmado: false });
    expect((await post(t, delivery([inboundText({ from: numero, text: 'Sou eu de novo' })]))).status).toBe(200);
    await processed();
    expect(await t.db.knex('mensagens').where({ user_id: leadId, mensagem: 'Sou eu de novo' }).first('id')).toBeDefined();
    expect(await t.db.knex('mensagens').where({ user_id: user.id }).first('id')).toBeUndefined();
  });

  it('when staff list the tickets, then the stranger and the lead are marked as a possible duplicate of each other', async () => {
    const { numero, leadId, staff } = await leadWithHistory();
    const stranger = await strangerWith(numero);
    // The stranger writes so both tickets are on the first page (newest activity first).
    await stranger.client.post('/api/chat/salvar', { userId: stranger.id, autor: 'user', texto: 'oi' });
    const list = await staff.get('/api/chat/listar-chamados?porPagina=100');
    const byId = new Map(list.body.chamados.map((c: { user_id: number }) => [c.user_id, c]));
    expect(byId.get(stranger.id)).toMatchObject({ duplicata: { userId: leadId, lead: true, numero } });
    expect(byId.get(leadId)).toMatchObject({ duplicata: { userId: stranger.id, lead: false, numero } });
  });
});

describe('proving a number with a code sent to it', () => {
  it('when the code sent to the number is confirmed, then the lead conversation, files and enrolment become the account’s', async () => {
    const { numero, leadId } = await leadWithHistory();
    const owner = await strangerWith(numero);
    const sent = await owner.client.post('/api/usuario/whatsapp/codigo', {});
    expect(sent.status).toBe(202);
    // The lead wrote minutes ago: the 24-hour window is open, so the code goes as a text through the queue.
    const text = await eventually(async () => graph.to(numero).find((r) => /código de confirmação/.test(r.body.text?.body ?? ''))?.body.text?.body);
    const code = /\d{6}/.exec(text)![0];

    const wrong = await owner.client.post('/api/usuario/whatsapp/confirmar', { codigo: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/Código incorreto/);
    const right = await owner.client.post('/api/usuario/whatsapp/confirmar', { codigo: code });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ confirmado: true, conversa_unida: true });

    const history = (await owner.client.get(`/api/chat/historico/${owner.id}`)).body.mensagens as Array<{ mensagem: string }>;
    expect(history.map((m) => m.mensagem)).toEqual(expect.arrayContaining(['Meu CPF é 123.456.789-00', 'Oi Maria, recebemos seu RG.']));
    expect((await owner.client.get(`/api/arquivos?userId=${owner.id}`)).body.arquivos).toHaveLength(1);
    expect(await t.db.knex('users').where({ id: leadId }).first('id')).toBeUndefined();
    expect((await owner.client.get('/api/usuario/whatsapp')).body).toMatchObject({ confirmado: true });
    const audit = await t.db.knex('auditoria').where({ acao: 'confirmar_whatsapp', alvo_id: owner.id }).first('id');
    expect(audit).toBeDefined();
    // The number's next message is the account's now.
    expect((await post(t, delivery([inboundText({ from: numero, text: 'Agora é comigo' })]))).status).toBe(200);
    await processed();
    expect(await t.db.knex('mensagens').where({ user_id: owner.id, mensagem: 'Agora é comigo' }).first('id')).toBeDefined();
  });

  it('when the window is closed, then the code goes through the authentication template with the code as its variable', async () => {
    const numero = uniqueNumero();
    const { client } = await loggedIn(t.app, t.db.knex, { whatsapp: numero, whatsappProven: false });
    expect((await client.post('/api/usuario/whatsapp/codigo', {})).status).toBe(202);
    const template = await eventually(async () => graph.to(numero).find((r) => r.body.type === 'template'));
    expect(template.body.template).toMatchObject({ name: 'codigo_confirmacao' });
    expect(JSON.stringify(template.body.template)).toMatch(/"\d{6}"/);
  });

  it('when a code is wrong five times, then it is gone and even the right one is refused', async () => {
    const numero = uniqueNumero();
    const { user, client } = await loggedIn(t.app, t.db.knex, { whatsapp: numero, whatsappProven: false });
    expect((await client.post('/api/usuario/whatsapp/codigo', {})).status).toBe(202);
    const guesses = await Promise.all(Array.from({ length: 6 }, (_, i) => client.post('/api/usuario/whatsapp/confirmar', { codigo: `99999${i}` })));
    expect(guesses.filter((g) => g.status === 400 || g.status === 429).length).toBe(6);
    const row = await t.db.knex('whatsapp_verificacoes').where({ user_id: user.id }).first('tentativas');
    expect(row === undefined || Number(row.tentativas) >= 5).toBe(true);
    const late = await client.post('/api/usuario/whatsapp/confirmar', { codigo: '123456' });
    expect([410, 429]).toContain(late.status);
    expect((await client.get('/api/usuario/whatsapp')).body.confirmado).toBe(false);
  });

  it('when the code expired, then it is refused with a message saying to ask for a new one', async () => {
    const numero = uniqueNumero();
    const { user, client } = await loggedIn(t.app, t.db.knex, { whatsapp: numero, whatsappProven: false });
    expect((await client.post('/api/usuario/whatsapp/codigo', {})).status).toBe(202);
    await t.db.knex('whatsapp_verificacoes').where({ user_id: user.id }).update({ expira_em: new Date(Date.now() - 1000) });
    const res = await client.post('/api/usuario/whatsapp/confirmar', { codigo: '123456' });
    expect(res.status).toBe(410);
    expect(res.body.error).toMatch(/expirou/);
  });

  it('when the body is not a 6-digit code, then 400 in Portuguese and nothing is counted', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { whatsappProven: false });
    for (const codigo of ['12345', 'abcdef', 1234567, null]) {
      const res = await client.post('/api/usuario/whatsapp/confirmar', { codigo });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Digite o código de 6 números.');
    }
  });

  it('when a proven account changes its number, then the new one is unproven and the old number’s messages start a new lead', async () => {
    const numero = uniqueNumero();
    const { user, client } = await loggedIn(t.app, t.db.knex, { whatsapp: numero });
    expect((await client.get('/api/usuario/whatsapp')).body.confirmado).toBe(true);
    const other = uniqueNumero();
    expect((await client.put('/api/usuario/perfil', { username: user.username, email: user.email, whatsapp: other })).status).toBe(200);
    expect((await client.get('/api/usuario/whatsapp')).body).toMatchObject({ numero: other, confirmado: false });
    expect((await post(t, delivery([inboundText({ from: numero, text: 'número antigo' })]))).status).toBe(200);
    await processed();
    expect(await t.db.knex('users').where({ whatsapp: numero, lead: true }).first('id')).toBeDefined();
  });
});

describe('staff merge after checking', () => {
  it('when staff say this account is this lead, then the conversation is merged and the action is audited; a student cannot', async () => {
    const { numero, leadId, staff } = await leadWithHistory();
    const stranger = await strangerWith(numero);
    expect((await stranger.client.post(`/api/conversa/${stranger.id}/unir`, { leadId })).status).toBe(403);
    const merged = await staff.post(`/api/conversa/${stranger.id}/unir`, { leadId });
    expect(merged.status).toBe(200);
    expect((await stranger.client.get(`/api/chat/historico/${stranger.id}`)).body.mensagens.length).toBeGreaterThanOrEqual(3);
    expect(await t.db.knex('auditoria').where({ acao: 'unir_prospecto', alvo_id: stranger.id }).first('detalhes')).toMatchObject({
      detalhes: { prospecto_id: leadId },
    });
    // A second merge of the same lead finds nothing to merge.
    expect((await staff.post(`/api/conversa/${stranger.id}/unir`, { leadId })).status).toBe(404);
  });

  it('when the lead id is an account or unknown, then 404 and nothing changes', async () => {
    const { client: staff } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const a = await createUser(t.db.knex);
    const b = await createUser(t.db.knex);
    expect((await staff.post(`/api/conversa/${a.id}/unir`, { leadId: b.id })).status).toBe(404);
    expect((await staff.post(`/api/conversa/${a.id}/unir`, { leadId: 2147480000 })).status).toBe(404);
    expect((await staff.post(`/api/conversa/${a.id}/unir`, { leadId: 'x' })).status).toBe(400);
  });
});
