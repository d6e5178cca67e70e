import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createUser, loggedIn } from '../support/factories.js';
import { startFakeGraph, metaError, type FakeGraph } from '../support/fake-graph.js';
import type { TestClient } from '../support/client.js';
import { WHATSAPP_QUEUE } from '../../src/whatsapp/index.js';
import { sendCloudMessage, type CloudApiCredentials, type OutgoingMessage } from '../../src/whatsapp/cloud-api.js';
import { GRAPH_ENV, envio, eventually, settled, uniqueNumero } from './helpers.js';

const REPLY_TEMPLATE = 'nova_resposta_painel';

describe('WhatsApp worker against a fake Graph API', () => {
  let t: TestApp;
  let graph: FakeGraph;
  let staff: TestClient;
  /** When the worker released each template send (its own clock, before the request left). */
  const templateReleases = new Map<string, number>();
  const recordingSend = (credentials: CloudApiCredentials, message: OutgoingMessage) => {
    if (message.type === 'template') templateReleases.set(message.to, Date.now());
    return sendCloudMessage(credentials, message);
  };

  beforeAll(async () => {
    graph = await startFakeGraph();
    t = await startTestApp({
      env: { ...GRAPH_ENV, WHATSAPP_API_BASE: graph.url, WHATSAPP_REPLY_TEMPLATE: REPLY_TEMPLATE },
      queue: { whatsapp: { templatesPerSecond: 20, send: recordingSend } },
    });
    ({ client: staff } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' }));
  });
  afterAll(async () => {
    await t?.stop();
    await graph?.close();
  });

  async function forward(numero: string, mensagem = 'Olá! Sua documentação foi recebida.') {
    const res = await staff.post('/webhook/enviar-whatsapp', { numero, mensagem });
    expect(res.status).toBe(202);
    return res.body as { id: number; status: string };
  }

  it('when a reply is forwarded, then it is sent as text with the bearer token and the returned id is stored', async () => {
    const numero = uniqueNumero();
    const { id, status } = await forward(numero, 'Resposta do colaborador');
    expect(status).toBe('na_fila');

    const row = await settled(t.db.knex, id);
    expect(row.status).toBe('enviado');
    const [request] = graph.to(numero);
    expect(graph.to(numero)).toHaveLength(1);
    expect(request!.path).toBe(`/v21.0/${GRAPH_ENV.WHATSAPP_PHONE_NUMBER_ID}/messages`);
    expect(request!.authorization).toBe(`Bearer ${GRAPH_ENV.WHATSAPP_TOKEN}`);
    expect(request!.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: numero,
      type: 'text',
      text: { body: 'Resposta do colaborador' },
    });
    expect(row.wa_message_id).toBe(request!.messageId);
    expect(row.tentativas).toBe(1);
  });

  it('when the API answers 500 twice and then succeeds, then exactly one message is delivered', async () => {
    const numero = uniqueNumero();
    graph.plan(numero, { status: 500, body: { error: { message: 'falha', code: 2 } } }, { status: 500 });
    const { id } = await forward(numero);

    const row = await settled(t.db.knex, id, 25_000);
    expect(row.status).toBe('enviado');
    expect(graph.to(numero)).toHaveLength(3);
    expect(graph.delivered(numero)).toHaveLength(1);
    expect(row.wa_message_id).toBe(graph.delivered(numero)[0]!.messageId);
    expect(row.tentativas).toBe(3);
    // Backoff: the second retry waited longer than the first.
    const [first, second, third] = graph.to(numero).map((r) => r.at);
    expect(second! - first!).toBeGreaterThanOrEqual(900);
    expect(third! - second!).toBeGreaterThanOrEqual(1900);
  }, 30_000);

  it('when Meta throttles (429 and code 130429), then the send is retried and delivered once', async () => {
    const numero = uniqueNumero();
    graph.plan(numero, { status: 429, body: {} }, metaError(400, 130429, 'Rate limit hit'));
    const { id } = await forward(numero);

    const row = await settled(t.db.knex, id, 25_000);
    expect(row.status).toBe('enviado');
    expect(graph.delivered(numero)).toHaveLength(1);
    expect(graph.to(numero)).toHaveLength(3);
  }, 30_000);

  it('when the 24-hour window is closed (131047), then the configured pt_BR template is sent instead', async () => {
    const numero = uniqueNumero();
    graph.plan(numero, { type: 'text', ...metaError(400, 131047, 'Re-engagement message') });
    const { id } = await forward(numero);

    const row = await settled(t.db.knex, id);
    expect(row.status).toBe('enviado');
    const [text, template] = graph.to(numero);
    expect(text!.body.type).toBe('text');
    expect(template!.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: numero,
      type: 'template',
      template: { name: REPLY_TEMPLATE, language: { code: 'pt_BR' } },
    });
    expect(row.wa_message_id).toBe(template!.messageId);
    expect(row.modelo).toBe(REPLY_TEMPLATE);

    const res = await staff.get(`/api/whatsapp/envios/${id}`);
    expect(res.body).toMatchObject({ status: 'enviado', via_modelo: true, motivo: null });
  });

  it('when Meta refuses for good (131026), then the envio fails at once with the code and a Portuguese reason', async () => {
    const numero = uniqueNumero();
    graph.plan(numero, metaError(400, 131026, 'Message undeliverable'));
    const { id } = await forward(numero);

    const row = await settled(t.db.knex, id);
    expect(row).toMatchObject({ status: 'falhou', erro_codigo: 131026, tentativas: 1 });
    expect(row.erro_mensagem).toContain('Message undeliverable');
    expect(graph.to(numero)).toHaveLength(1);
    const res = await staff.get(`/api/whatsapp/envios/${id}`);
    expect(res.body).toMatchObject({ status: 'falhou', erro_codigo: 131026 });
    expect(res.body.motivo).toMatch(/não pode receber/);
  });

  it('when a duplicate job exists for an envio already sent, then nothing is sent again', async () => {
    const numero = uniqueNumero();
    const { id } = await forward(numero);
    await settled(t.db.knex, id);
    await t.ctx.queue!.boss.send(WHATSAPP_QUEUE, { envioId: id });
    await eventually(async () => (await t.ctx.queue!.boss.getQueueSize(WHATSAPP_QUEUE)) === 0, 10_000, 'fila vazia');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(graph.to(numero)).toHaveLength(1);
    expect((await envio(t.db.knex, id)).tentativas).toBe(1);
  });

  it('when marketing templates are queued, then they go as pt_BR templates at no more than 20 per second', async () => {
    const numeros = Array.from({ length: 25 }, () => uniqueNumero());
    const user = await createUser(t.db.knex);
    const ids = await t.db.knex.transaction((trx) =>
      t.services.whatsapp.enqueueTemplates(trx, {
        modelo: 'anuncio_medicina',
        languageCode: 'pt_BR',
        recipients: numeros.map((numero) => ({ userId: user.id, numero })),
      }),
    );
    expect(await t.db.knex('whatsapp_envios').whereIn('id', ids).orderBy('id').pluck('numero')).toEqual(numeros);
    for (const id of ids) expect((await settled(t.db.knex, id)).status).toBe('enviado');

    const sent = graph.requests.filter((r) => numeros.includes(r.body.to ?? ''));
    expect(sent).toHaveLength(25);
    for (const r of sent)
      expect(r.body).toMatchObject({ type: 'template', template: { name: 'anuncio_medicina', language: { code: 'pt_BR' } } });
    // At most 20 per second: the k-th send is released no earlier than k × 50 ms after the first. Release times are
    // taken where the worker sends (arrival times at the fake server bunch when a connection is slow), and a busy
    // machine can only make sends later, never earlier; 5 ms covers the clock's millisecond rounding.
    const releases = numeros.map((numero) => templateReleases.get(numero)!).sort((a, b) => a - b);
    expect(releases).toHaveLength(25);
    for (let k = 1; k < releases.length; k++) expect(releases[k]! - releases[0]!).toBeGreaterThanOrEqual(k * 50 - 5);
  });

  it('when a transaction that queued a message rolls back, then neither the envio nor its job exists', async () => {
    const numero = uniqueNumero();
    let id = 0;
    await expect(
      t.db.knex.transaction(async (trx) => {
        id = await t.services.whatsapp.enqueueTemplate(trx, { numero, modelo: 'hello_world', languageCode: 'pt_BR' });
        const { rows } = await trx.raw(`select count(*)::int as n from pgboss.job where data->>'envioId' = ?`, [String(id)]);
        expect(rows[0].n).toBe(1);
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(id).toBeGreaterThan(0);
    expect(await t.db.knex('whatsapp_envios').where({ id }).first()).toBeUndefined();
    const { rows } = await t.db.knex.raw(`select count(*)::int as n from pgboss.job where data->>'envioId' = ?`, [String(id)]);
    expect(rows[0].n).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(graph.to(numero)).toHaveLength(0);
  });
});
