import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import type { FakeGraph } from '../support/fake-graph.js';
import { createUser, loggedIn } from '../support/factories.js';
import { TestClient } from '../support/client.js';
import { delivery, inboundText, postWebhook, sign, wamid } from '../support/fake-graph-webhooks.js';
import { eventually, uniqueNumero } from './helpers.js';
import { APP_SECRET, VERIFY_TOKEN, post, registerThroughWidget, startInboundApp } from './inbound-helpers.js';

let t: TestApp;
let graph: FakeGraph;

beforeAll(async () => {
  ({ t, graph } = await startInboundApp());
});
afterAll(async () => {
  await t?.stop();
  await graph?.close();
});

const eventCount = async () => Number((await t.db.knex('whatsapp_eventos').count<{ n: string }[]>('* as n'))[0]!.n);
const messagesOf = (userId: number) =>
  t.db.knex('mensagens').where({ user_id: userId }).orderBy('id').select('autor', 'mensagem', 'canal', 'wamid');

describe('GET /webhook/whatsapp (Meta verification)', () => {
  it('when mode is subscribe and the token matches, then the raw challenge comes back as plain text', async () => {
    const res = await request(t.app)
      .get('/webhook/whatsapp')
      .query({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('1158201444');
  });

  it('when the token or the mode is wrong, then it is refused with 403', async () => {
    for (const query of [
      { 'hub.mode': 'subscribe', 'hub.verify_token': 'outro', 'hub.challenge': '1' },
      { 'hub.mode': 'unsubscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1' },
    ]) {
      const res = await request(t.app).get('/webhook/whatsapp').query(query);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/recusada/);
    }
  });
});

describe('POST /webhook/whatsapp (authentication and shape)', () => {
  it('when the signature is wrong or missing, then 401 and nothing is stored', async () => {
    const before = await eventCount();
    const payload = delivery([inboundText({ from: uniqueNumero(), text: 'Olá' })]);
    expect((await postWebhook(t.app, payload, 'outro-segredo')).status).toBe(401);
    const raw = Buffer.from(JSON.stringify(payload));
    const unsigned = await request(t.app)
      .post('/webhook/whatsapp')
      .set('Content-Type', 'application/json')
      .send(raw.toString('utf8'));
    expect(unsigned.status).toBe(401);
    expect(await eventCount()).toBe(before);
  });

  it('when the body was re-serialised after signing (accents escaped), then the signature no longer matches', async () => {
    const raw = Buffer.from('{"object":"whatsapp_business_account","entry":[{"changes":[]}],"nota":"matrícula"}', 'utf8');
    const signature = sign(raw, APP_SECRET);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString('utf8'))).replace('í', '\\u00ed'));
    expect((await postWebhook(t.app, reserialised, APP_SECRET, { signature })).status).toBe(401);
  });

  it('when the signed body is not JSON or not a WhatsApp delivery, then 400 and nothing is stored', async () => {
    const before = await eventCount();
    expect((await postWebhook(t.app, Buffer.from('{"object":'), APP_SECRET)).status).toBe(400);
    expect((await postWebhook(t.app, { object: 'page', entry: [] }, APP_SECRET)).status).toBe(400);
    expect((await postWebhook(t.app, { object: 'whatsapp_business_account' }, APP_SECRET)).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('when a signed delivery arrives, then it is stored and acknowledged 200 without a session or CSRF token', async () => {
    const before = await eventCount();
    const res = await post(t, delivery([inboundText({ from: uniqueNumero(), text: 'Quero saber da matrícula' })]));
    expect(res.status).toBe(200);
    expect(await eventCount()).toBe(before + 1);
  });
});

describe('inbound messages', () => {
  it('when a student registered through the widget writes on WhatsApp, then the text joins their history as a WhatsApp message', async () => {
    const numero = uniqueNumero();
    // The widget sends "+55 (11) 9…": stored as digits, so Meta's wa_id finds the account.
    const res = await registerThroughWidget(new TestClient(t.app), numero, { username: 'Ana Widget', email: `ana-${numero}@exemplo.com` });
    expect(res.status).toBe(201);
    const student = res.body as { id: number; whatsapp: string };
    expect(student.whatsapp).toBe(numero);
    // Proven, as a confirmed code would leave it (proving a number has its own tests): only then do its messages come here.
    await t.db.knex('users').where({ id: student.id }).update({ whatsapp_verificado_em: new Date() });
    // The assistant off: its answer would otherwise race this message for the "last message" columns read below
    // (the assistant on WhatsApp has its own tests).
    await t.db.knex('users').where({ id: student.id }).update({ status_ia: 'Desligada' });
    const id = wamid();
    expect((await post(t, delivery([inboundText({ from: numero, id, text: 'Qual o valor da mensalidade?' })]))).status).toBe(200);

    const rows = await eventually(async () => {
      const list = await messagesOf(student.id);
      return list.length > 0 ? list : undefined;
    });
    expect(rows[0]).toEqual({ autor: 'user', mensagem: 'Qual o valor da mensalidade?', canal: 'whatsapp', wamid: id });
    const user = await t.db
      .knex('users')
      .where({ id: student.id })
      .first('ultima_mensagem', 'ultima_mensagem_autor', 'whatsapp_entrada_em');
    expect(user).toMatchObject({ ultima_mensagem: 'Qual o valor da mensalidade?', ultima_mensagem_autor: 'user' });
    expect(user.whatsapp_entrada_em).not.toBeNull();

    const { client: staff } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    const history = await staff.get(`/api/chat/historico/${student.id}`);
    expect(history.body.mensagens[0]).toMatchObject({
      autor: 'user',
      canal: 'whatsapp',
      mensagem: 'Qual o valor da mensalidade?',
    });
  });

  it('when Meta delivers the same message again, replays it and posts it twice at once, then it is stored exactly once', async () => {
    const numero = uniqueNumero();
    const student = await createUser(t.db.knex, { whatsapp: numero, status_ia: 'Desligada' });
    const change = inboundText({ from: numero, text: 'Mensagem repetida' });
    const payload = delivery([change, change], [change]);
    const answers = await Promise.all([post(t, payload), post(t, payload), post(t, payload)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    await eventually(
      async () => (await t.db.knex('whatsapp_eventos').whereNull('processado_em').first('id')) === undefined,
      15_000,
      'eventos processados',
    );
    await post(t, payload);
    await eventually(
      async () => (await t.db.knex('whatsapp_eventos').whereNull('processado_em').first('id')) === undefined,
      15_000,
      'eventos processados',
    );
    expect(await messagesOf(student.id)).toHaveLength(1);
  });

  it('when one POST carries a batch of entries for several people, then each message reaches its own conversation', async () => {
    const people = await Promise.all(
      [0, 1, 2].map(() => createUser(t.db.knex, { whatsapp: uniqueNumero(), status_ia: 'Desligada' })),
    );
    const payload = delivery(
      [
        inboundText({ from: people[0]!.whatsapp!, text: 'primeira' }),
        inboundText({ from: people[1]!.whatsapp!, text: 'segunda' }),
      ],
      [inboundText({ from: people[2]!.whatsapp!, text: 'terceira' })],
    );
    expect((await post(t, payload)).status).toBe(200);
    for (const [i, text] of ['primeira', 'segunda', 'terceira'].entries()) {
      const rows = await eventually(async () => {
        const list = await messagesOf(people[i]!.id);
        return list.length > 0 ? list : undefined;
      });
      expect(rows.map((r) => r.mensagem)).toEqual([text]);
    }
  });

  it('when messages arrive out of order, then the history follows when they were sent and the last message is the newest', async () => {
    const numero = uniqueNumero();
    const student = await createUser(t.db.knex, { whatsapp: numero, status_ia: 'Desligada' });
    const now = Date.now();
    await post(t, delivery([inboundText({ from: numero, text: 'depois', at: new Date(now - 1000) })]));
    await eventually(async () => (await messagesOf(student.id)).length === 1);
    await post(t, delivery([inboundText({ from: numero, text: 'antes', at: new Date(now - 60_000) })]));
    await eventually(async () => (await messagesOf(student.id)).length === 2);
    const { client: staff } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const history = await staff.get(`/api/chat/historico/${student.id}`);
    expect(history.body.mensagens.map((m: { mensagem: string }) => m.mensagem)).toEqual(['antes', 'depois']);
    expect((await t.db.knex('users').where({ id: student.id }).first('ultima_mensagem')).ultima_mensagem).toBe('depois');
  });
});
